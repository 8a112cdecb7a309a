import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DoctorDataGql, DoctorDataInput, UserTypeGql } from './users.types.js';
import { DateTime } from '../graphql/date-scalars.js';

export enum UserSortField {
  NAME = 'name',
  EMAIL = 'email',
  TYPE = 'type',
  STATUS = 'status',
  LAST_LOGIN_AT = 'lastLoginAt',
  CREATED_AT = 'createdAt',
}
registerEnumType(UserSortField, { name: 'UserSortField', description: 'How the user list is ordered; ties by full name.' });

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@ObjectType('UserListItem', { description: 'A row of the admin user list.' })
export class UserListItemGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) lastname!: string | null;
  @Field(() => String, { nullable: true }) motherLastname!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => UserTypeGql, { name: 'type' }) type!: UserTypeGql;
  @Field(() => Boolean, { description: 'true while the account is active' }) status!: boolean;
  @Field(() => DateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => Boolean) profileCompletionPending!: boolean;
}

@ObjectType('UserPage')
export class UserPageGql {
  @Field(() => [UserListItemGql]) items!: UserListItemGql[];
  @Field(() => Int, { description: 'Users matching the search and filters, on every page.' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
}

@ObjectType('SignIn', { description: 'A session opened by signing in.' })
export class SignInGql {
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => String, { nullable: true }) ipAddress!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
}

@ObjectType('UserDetail', { description: "A user as the admin sees it: data, office data, the patient's doctor and recent sign-ins." })
export class UserDetailGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) lastname!: string | null;
  @Field(() => String, { nullable: true }) motherLastname!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate!: string | null;
  @Field(() => Int, { nullable: true, description: 'Years, from birthDate (in Mexico City)' }) age!: number | null;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => UserTypeGql, { name: 'type' }) type!: UserTypeGql;
  @Field(() => Boolean, { description: 'true while the account is active' }) status!: boolean;
  @Field(() => DateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => Boolean) profileCompletionPending!: boolean;
  @Field(() => ID, { nullable: true, description: "For patients: their doctor's id" }) doctorId!: number | null;
  @Field(() => String, { nullable: true, description: "For patients: their doctor's full name" }) doctorName!: string | null;
  @Field(() => DoctorDataGql, { nullable: true }) doctorData!: DoctorDataGql | null;
  @Field(() => DateTime) createdAt!: Date;
  @Field(() => [SignInGql], { description: 'The last 10 sign-ins, newest first.' }) recentSignIns!: SignInGql[];
}

@InputType({ description: 'The admin user form. Office data only for doctors and office users (all blank: the profile stays pending).' })
export class UserAdminInput {
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true, description: 'Required on create; on update only to change it.' }) password?: string | null;
  @Field(() => String, { nullable: true }) passwordConfirmation?: string | null;
  @Field(() => String, { description: 'YYYY-MM-DD' }) birthDate!: string;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex?: string | null;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: 'Type slug: admin, doctor, laboratory, office-admin or patient.' }) userType!: string;
  @Field(() => Boolean, { nullable: true, description: 'Active or not; new users are active, edits keep it when omitted.' }) status?: boolean | null;
  @Field(() => ID, { nullable: true, description: 'Patients: their doctor, an active doctor.' }) doctorId?: string | null;
  @Field(() => DoctorDataInput, { nullable: true }) doctorData?: DoctorDataInput | null;
}
