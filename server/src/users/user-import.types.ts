import { Field, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';

@ObjectType('ImportedUser', { description: 'An account created from a row of the imported file.' })
export class ImportedUserGql {
  @Field(() => Int, { description: 'Line of the file (the header is line 1).' }) row!: number;
  @Field(() => ID, { description: 'The new user.' }) id!: number;
  @Field(() => String, { description: "The new account's email, lower case." }) email!: string;
  @Field(() => String, { description: 'Name, paternal and maternal surname, joined by spaces.' }) fullName!: string;
  @Field(() => String, { description: 'Name of the user type.' }) type!: string;
}

@ObjectType('RejectedImportRow', {
  description: 'A row of the imported file that was not imported, with the first reason found.',
})
export class RejectedImportRowGql {
  @Field(() => Int, { description: 'Line of the file (the header is line 1).' }) row!: number;
  @Field(() => String, { nullable: true, description: "The row's email as written; null when its cell was empty." })
  email!: string | null;
  @Field(() => String, { description: 'The CSV column at fault.' }) field!: string;
  @Field(() => String, { description: 'Why, in Spanish (a server message).' }) reason!: string;
}

@ObjectType('UserImportReport', {
  description: 'Accepted rows were all created together; rejected rows were not imported.',
})
export class UserImportReportGql {
  @Field(() => [ImportedUserGql], {
    description:
      'The accounts created, in file order; each is emailed a link to set its password by a background job, retried while the mail server fails.',
  })
  accepted!: ImportedUserGql[];
  @Field(() => [RejectedImportRowGql], { description: 'The rows left out, by line.' })
  rejected!: RejectedImportRowGql[];
  @Field(() => [String], {
    description:
      'Always empty: the invitations no longer go out while the import answers. Each is a background job, retried while the mail server fails; an administrator sees the ones that still failed in «Tareas en segundo plano» and can retry them.',
    deprecationReason: 'Invitations are sent by background jobs after the import; none fails in its answer.',
  })
  invitationsFailed!: string[];
}
