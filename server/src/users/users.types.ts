import { Field, InputType, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import type { Locale } from '../../../shared/locales.js';
import { LocaleGql } from '../graphql/locale-enum.js';
import { RoleGql, Sex } from '../graphql/person-enums.js';
import { PersonNamesGql } from '../graphql/person-names.js';
import { PersonFieldsInput } from '../graphql/person-input.js';
import { described } from '../../../shared/validation/described.js';
import { officeDataSchema, personSchema } from '../../../shared/validation/profile.js';

@ObjectType('UserType', { description: 'Kind of account: admin, doctor, laboratory, office-admin or patient.' })
export class UserTypeGql {
  @Field(() => ID, { description: 'The kind of account.' }) id!: number;
  @Field(() => RoleGql, { name: 'role', description: 'Stable code to branch on.' }) slug!: string;
  @Field(() => String, { description: 'Name to show, in Spanish (e.g. "Paciente", "Administrador de consultorio").' })
  name!: string;
}

@ObjectType('DoctorData', {
  description: 'Office data of doctors and office users (office-admin); null for other accounts.',
})
export class DoctorDataGql {
  @Field(() => String, { nullable: true, description: 'Medical specialty, free text (e.g. "Ortodoncia").' })
  specialty!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Office days and hours as the doctor wrote them, free text (e.g. "Lunes a viernes"); may be null.',
  })
  officeHours!: string | null;
  @Field(() => String, { nullable: true, description: 'Office opening time, "HH:MM", 24 h, local time of the office.' })
  openingTime!: string | null;
  @Field(() => String, { nullable: true, description: 'Office closing time, "HH:MM", 24 h, local time of the office.' })
  closingTime!: string | null;
  @Field(() => String, { nullable: true, description: 'Street and number of the office.' }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'Colonia (neighbourhood) of the office.' }) colony!:
    string | null;
  @Field(() => String, { nullable: true, description: 'City of the office.' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Mexican state of the office.' }) state!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal code of the office, 5 digits.' }) zipCode!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Further directions to the clinic, free text up to 140 characters; may be null.',
  })
  clinicAddress!: string | null;
}

@ObjectType('User', { description: 'An account of the portal and the mobile app, as its owner sees it (me, login).' })
export class UserGql extends PersonNamesGql {
  @Field(() => ID, { description: 'The user.' }) id!: number;
  @Field(() => String, { description: 'Email; also signs in (case aside).' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Username that also signs in; null when the account has none.' })
  username!: string | null;
  @Field(() => DateOnly, { nullable: true, description: 'Birth date, "YYYY-MM-DD".' }) birthDate!: string | null;
  @Field(() => Sex, { nullable: true, description: 'Femenino or masculino; null when not given.' }) sex!: Sex | null;
  @Field(() => String, { nullable: true, description: 'Phone number, 10 digits without spaces or country code.' })
  phone!: string | null;
  @Field(() => UserTypeGql, { name: 'type', description: 'Kind of account; branch on type.role.' }) type!: UserTypeGql;
  @Field(() => Boolean, { description: 'true while the account is active; a deactivated account cannot sign in.' })
  status!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'When the user last signed in; null if never.' })
  lastLoginAt!: Date | null;
  @Field(() => Boolean, {
    description:
      'true while the user must complete their profile (a doctor without office data, an imported account): show the profile form; updateProfile clears it.',
  })
  profileCompletionPending!: boolean;
  @Field(() => ID, { nullable: true, description: "For patients: their doctor's id; null for other accounts." })
  doctorId!: number | null;
  @Field(() => DoctorDataGql, {
    nullable: true,
    description: 'Office data of doctors and office users; null for other accounts and until it is filled in.',
  })
  doctorData!: DoctorDataGql | null;
  @Field(() => LocaleGql, {
    description:
      "The user's one language: of their error messages, inbox, pushes and emails. The one last chosen with setPreferredLocale or sent in the Accept-Language header of a sign-in; ES_MX until then.",
  })
  preferredLocale!: Locale;
  @Field(() => DateTime, {
    nullable: true,
    description:
      'When the user finished or skipped the welcome tour (finishWelcomeTour); null while it is still to be shown: show the tour when this is null and appSettings.welcomeTour is true. restartWelcomeTour sets it back to null.',
  })
  welcomeTourFinishedAt!: Date | null;
}

@InputType({
  description:
    "Office data of a doctor or office user; texts up to 42 characters. In a doctor's own profile and in a pre-registration every field is required except officeHours and clinicAddress; on the admin form and in an office user's profile each field may be null or blank on its own. Whatever is given keeps its format: times HH:MM, closingTime after openingTime, zipCode 5 digits.",
})
export class DoctorDataInput {
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'specialty') })
  specialty?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'officeHours') })
  officeHours?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'openingTime') })
  openingTime?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'closingTime') })
  closingTime?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'address') })
  address?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'colony') })
  colony?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'city') })
  city?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'state') })
  state?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'zipCode') })
  zipCode?: string | null;
  @Field(() => String, { nullable: true, description: described(officeDataSchema, 'clinicAddress') })
  clinicAddress?: string | null;
}

@InputType({
  description:
    "The signed-in user's own data, sent whole. Texts up to 42 characters; errors answer BAD_USER_INPUT naming the field (office fields as doctorData.<field>).",
})
export class ProfileInput extends PersonFieldsInput {
  @Field(() => String, { description: described(personSchema, 'email') }) email!: string;
  @Field(() => String, { nullable: true, description: described(personSchema, 'username') })
  username?: string | null;
  @Field(() => DoctorDataInput, {
    nullable: true,
    description:
      'Office data: required for doctors, optional for office users (office-admin), ignored for every other account.',
  })
  doctorData?: DoctorDataInput | null;
}
