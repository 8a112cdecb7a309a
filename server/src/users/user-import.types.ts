import { Field, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';

@ObjectType('ImportedUser')
export class ImportedUserGql {
  @Field(() => Int, { description: 'Line of the file (the header is line 1).' }) row!: number;
  @Field(() => ID) id!: number;
  @Field(() => String) email!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String, { description: 'Name of the user type.' }) type!: string;
}

@ObjectType('RejectedImportRow')
export class RejectedImportRowGql {
  @Field(() => Int, { description: 'Line of the file (the header is line 1).' }) row!: number;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { description: 'The CSV column at fault.' }) field!: string;
  @Field(() => String, { description: 'Why, in Spanish (a server message).' }) reason!: string;
}

@ObjectType('UserImportReport', { description: 'Accepted rows were all created together; rejected rows were not imported.' })
export class UserImportReportGql {
  @Field(() => [ImportedUserGql]) accepted!: ImportedUserGql[];
  @Field(() => [RejectedImportRowGql]) rejected!: RejectedImportRowGql[];
  @Field(() => [String], { description: 'Imported accounts whose invitation email failed: they can ask for a link with «¿Olvidaste tu contraseña?».' })
  invitationsFailed!: string[];
}
