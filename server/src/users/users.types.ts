import { Field, InputType, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DateTime } from '../graphql/date-scalars.js';

@ObjectType('UserType', { description: 'Kind of account: admin, doctor, laboratory, office-admin or patient.' })
export class UserTypeGql {
  @Field(() => ID) id!: number;
  @Field(() => String) slug!: string;
  @Field(() => String) name!: string;
}

@ObjectType('DoctorData', { description: 'Office data of doctors and office users.' })
export class DoctorDataGql {
  @Field(() => String, { nullable: true }) specialty!: string | null;
  @Field(() => String, { nullable: true }) officeHours!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM' }) openingTime!: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM' }) closingTime!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) colony!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) clinicAddress!: string | null;
}

@ObjectType('User')
export class UserGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) lastname!: string | null;
  @Field(() => String, { nullable: true }) motherLastname!: string | null;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate!: string | null;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => UserTypeGql, { name: 'type' }) type!: UserTypeGql;
  @Field(() => Boolean, { description: 'true while the account is active' }) status!: boolean;
  @Field(() => DateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => Boolean) profileCompletionPending!: boolean;
  @Field(() => ID, { nullable: true, description: "For patients: their doctor's id" }) doctorId!: number | null;
  @Field(() => DoctorDataGql, { nullable: true }) doctorData!: DoctorDataGql | null;
}

@InputType()
export class DoctorDataInput {
  @Field(() => String, { nullable: true }) specialty?: string | null;
  @Field(() => String, { nullable: true }) officeHours?: string | null;
  @Field(() => String, { nullable: true }) openingTime?: string | null;
  @Field(() => String, { nullable: true }) closingTime?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) colony?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) zipCode?: string | null;
  @Field(() => String, { nullable: true }) clinicAddress?: string | null;
}

@InputType()
export class ProfileInput {
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String) birthDate!: string;
  @Field(() => String, { nullable: true }) sex?: string | null;
  @Field(() => String) phone!: string;
  @Field(() => DoctorDataInput, { nullable: true }) doctorData?: DoctorDataInput | null;
}
