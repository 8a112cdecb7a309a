import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DoctorDataGql, DoctorDataInput } from './users.types.js';
import { DateTime } from '../graphql/date-scalars.js';

export enum PreRegistrationStatusGql {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(PreRegistrationStatusGql, { name: 'PreRegistrationStatus' });

@ObjectType('DoctorPreRegistration', { description: "A doctor's request for an account, sent from the public form." })
export class DoctorPreRegistrationGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) birthDate!: string;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex!: string | null;
  @Field(() => DoctorDataGql) doctorData!: DoctorDataGql;
  @Field(() => PreRegistrationStatusGql) status!: PreRegistrationStatusGql;
  @Field(() => String, { nullable: true, description: 'Why it was rejected (emailed to the doctor).' }) rejectionReason!: string | null;
  @Field(() => DateTime, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The doctor account made on approval.' }) userId!: number | null;
  @Field(() => DateTime) createdAt!: Date;
}

@ObjectType('DoctorPreRegistrationPage')
export class DoctorPreRegistrationPageGql {
  @Field(() => [DoctorPreRegistrationGql]) items!: DoctorPreRegistrationGql[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
}

@InputType({ description: 'The public pre-registration form: personal data and complete office data.' })
export class DoctorPreRegistrationInput {
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) birthDate!: string;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex?: string | null;
  @Field(() => DoctorDataInput) doctorData!: DoctorDataInput;
}
