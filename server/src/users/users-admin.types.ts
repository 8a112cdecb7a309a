import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../graphql/connection.js';
import { ID } from '../graphql/id-scalar.js';
import { DoctorDataGql, DoctorDataInput, UserTypeGql } from './users.types.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { RoleGql, Sex } from '../graphql/person-enums.js';
import { NamedPersonGql } from '../graphql/person-names.js';
import { PersonFieldsInput } from '../graphql/person-input.js';
import { described } from '../../../shared/validation/described.js';
import { personSchema } from '../../../shared/validation/profile.js';
import { userAdminSchema } from '../../../shared/validation/user-admin.js';

export enum UserSortField {
  NAME = 'name',
  EMAIL = 'email',
  TYPE = 'type',
  STATUS = 'status',
  LAST_LOGIN_AT = 'lastLoginAt',
  CREATED_AT = 'createdAt',
}
registerEnumType(UserSortField, {
  name: 'UserSortField',
  description: 'How the user list is ordered; ties by full name.',
  valuesConfig: {
    NAME: { description: 'By full name (name, paternal and maternal surname).' },
    EMAIL: { description: 'By email, case aside.' },
    TYPE: { description: "By the type's name, then by full name." },
    STATUS: { description: 'By status: deactivated accounts first when ascending, then by full name.' },
    LAST_LOGIN_AT: { description: 'By last sign-in; accounts that never signed in come last in both directions.' },
    CREATED_AT: { description: 'By when the account was created.' },
  },
});

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'Direction of a list order.',
  valuesConfig: {
    ASC: { description: 'Ascending: A to Z, oldest first.' },
    DESC: { description: 'Descending: Z to A, newest first.' },
  },
});

@ObjectType('UserListItem', { description: 'A row of the admin user list.' })
export class UserListItemGql extends NamedPersonGql {
  @Field(() => ID, { description: 'The user; pass it to user, updateUser and the other user mutations.' }) id!: number;
  @Field(() => String, { description: 'Email; signs in.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Username that also signs in; null when the account has none.' })
  username!: string | null;
  @Field(() => UserTypeGql, { name: 'type', description: 'Kind of account.' }) type!: UserTypeGql;
  @Field(() => Boolean, { description: 'true while the account is active; false: deactivated, cannot sign in.' })
  status!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'When the user last signed in; null if never.' })
  lastLoginAt!: Date | null;
  @Field(() => DateTime, { description: 'When the account was created.' }) createdAt!: Date;
  @Field(() => Boolean, {
    description:
      'true while the user still has to complete their profile (a doctor without office data, an imported account).',
  })
  profileCompletionPending!: boolean;
}

export const UserConnectionGql = connectionOf(UserListItemGql, 'User', {
  entries: 'accounts of the admin user list',
  order: 'in the order asked for',
  total: 'Accounts matching the search and filters, on every page.',
});

@ObjectType('SignIn', { description: 'A session opened by signing in.' })
export class SignInGql {
  @Field(() => DateTime, { description: 'When the user signed in.' }) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'The address the sign-in came from; null when unknown.' })
  ipAddress!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The client's User-Agent, at most 300 characters; null when none was sent.",
  })
  userAgent!: string | null;
}

@ObjectType('UserDetail', {
  description: "A user as the admin sees it: data, office data, the patient's doctor and recent sign-ins.",
})
export class UserDetailGql extends NamedPersonGql {
  @Field(() => ID, { description: 'The user.' }) id!: number;
  @Field(() => String, { description: 'Email; signs in.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Username that also signs in; null when the account has none.' })
  username!: string | null;
  @Field(() => DateOnly, { nullable: true, description: 'Birth date, "YYYY-MM-DD".' }) birthDate!: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "Age in whole years on today's date in the lab's time zone (America/Mexico_City); null without birthDate.",
  })
  age!: number | null;
  @Field(() => Sex, { nullable: true, description: 'Femenino or masculino; null when not given.' }) sex!: Sex | null;
  @Field(() => String, { nullable: true, description: 'Phone number, 10 digits.' }) phone!: string | null;
  @Field(() => UserTypeGql, { name: 'type', description: 'Kind of account.' }) type!: UserTypeGql;
  @Field(() => Boolean, { description: 'true while the account is active; false: deactivated, cannot sign in.' })
  status!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'When the user last signed in; null if never.' })
  lastLoginAt!: Date | null;
  @Field(() => Boolean, {
    description:
      'true while the user still has to complete their profile (a doctor without office data, an imported account).',
  })
  profileCompletionPending!: boolean;
  @Field(() => ID, { nullable: true, description: "For patients: their doctor's id; null for other accounts." })
  doctorId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "For patients: their doctor's full name; null for other accounts.",
  })
  doctorName!: string | null;
  @Field(() => DoctorDataGql, {
    nullable: true,
    description: 'Office data of doctors and office users; null for other accounts and until it is filled in.',
  })
  doctorData!: DoctorDataGql | null;
  @Field(() => DateTime, { description: 'When the account was created.' }) createdAt!: Date;
  @Field(() => [SignInGql], { description: 'The last 10 sign-ins, newest first.' }) recentSignIns!: SignInGql[];
}

/** The admin form's rules, whose descriptions the input shows (the update form's, for the password pair). */
const userAdminFields = userAdminSchema('update');

@InputType({
  description:
    'The admin user form, sent whole. Texts up to 42 characters; errors answer BAD_USER_INPUT naming the field. Office data only for doctors and office users (all blank: the profile stays pending).',
})
export class UserAdminInput extends PersonFieldsInput {
  @Field(() => String, { description: described(personSchema, 'email') }) email!: string;
  @Field(() => String, { nullable: true, description: described(personSchema, 'username') })
  username?: string | null;
  @Field(() => String, { nullable: true, description: described(userAdminFields, 'password') })
  password?: string | null;
  @Field(() => String, { nullable: true, description: described(userAdminFields, 'passwordConfirmation') })
  passwordConfirmation?: string | null;
  @Field(() => RoleGql, { description: described(userAdminFields, 'userType') }) userType!: RoleGql;
  @Field(() => Boolean, { nullable: true, description: described(userAdminFields, 'status') }) status?: boolean | null;
  @Field(() => ID, { nullable: true, description: described(userAdminFields, 'doctorId') }) doctorId?: string | null;
  @Field(() => DoctorDataInput, { nullable: true, description: described(userAdminFields, 'doctorData') })
  doctorData?: DoctorDataInput | null;
}
