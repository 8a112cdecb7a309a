import { doctorDataSchema, personSchema } from '../../../shared/validation/profile';
import { officeDataRoles } from '../../../shared/validation/user-admin';
import type { ProfileFieldsFragment, ProfileInput, Sex } from '../gql/graphql';
import { roleOf } from '../session/roles';

export const doctorFields = [
  'specialty',
  'officeHours',
  'openingTime',
  'closingTime',
  'address',
  'colony',
  'city',
  'state',
  'zipCode',
  'clinicAddress',
] as const;

type DoctorField = (typeof doctorFields)[number];
export type DoctorValues = Record<DoctorField, string>;

/** A person's inputs as the form holds them: every field a string ('' for empty). */
export type PersonValues = {
  name: string;
  lastname: string;
  motherLastname: string;
  email: string;
  username: string;
  birthDate: string;
  sex: '' | 'male' | 'female';
  phone: string;
};

/** Form state of the own profile. */
export type ProfileValues = PersonValues & { doctorData?: DoctorValues };

const personFields = ['name', 'lastname', 'motherLastname', 'email', 'username', 'birthDate', 'sex', 'phone'] as const;

/** Doctors and office administrators also keep their office data. */
export function hasOfficeData(roleSlug: string): boolean {
  return (officeDataRoles as readonly string[]).includes(roleSlug);
}

/** Field paths the server may name in extensions.field. */
export function profileFieldPaths(withOffice: boolean): string[] {
  return [...personFields, ...(withOffice ? doctorFields.map((field) => `doctorData.${field}`) : [])];
}

export function profileSchema(withOffice: boolean) {
  return withOffice ? personSchema.shape({ doctorData: doctorDataSchema }) : personSchema;
}

type Person = {
  name: string; lastname?: string | null; motherLastname?: string | null; email: string; username?: string | null;
  birthDate?: string | null; sex?: string | null; phone?: string | null;
};

/** A person as the form's inputs hold it; nothing yet gives empty inputs. */
export function toPersonValues(person?: Person): PersonValues {
  return {
    name: person?.name ?? '',
    lastname: person?.lastname ?? '',
    motherLastname: person?.motherLastname ?? '',
    email: person?.email ?? '',
    username: person?.username ?? '',
    birthDate: person?.birthDate ?? '',
    sex: person?.sex === 'MALE' ? 'male' : person?.sex === 'FEMALE' ? 'female' : '',
    phone: person?.phone ?? '',
  };
}

/** Office data as the inputs hold it. */
export function toOfficeValues(office?: Partial<Record<DoctorField, string | null>> | null): DoctorValues {
  return Object.fromEntries(doctorFields.map((field) => [field, office?.[field] ?? ''])) as DoctorValues;
}

export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

const sexOf = { male: 'MALE', female: 'FEMALE' } as const satisfies Record<string, Sex>;

/** The person's inputs as the API takes them: trimmed, empty optional fields as null. */
export function toPersonInput(values: PersonValues) {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    motherLastname: values.motherLastname.trim(),
    email: values.email.trim().toLowerCase(),
    username: orNull(values.username),
    birthDate: values.birthDate,
    sex: values.sex === '' ? null : sexOf[values.sex],
    phone: values.phone.trim(),
  };
}

/** For forms about people who sign in by email only (patients, doctors applying). */
export function withoutUsername<T extends { username?: unknown }>(values: T): Omit<T, 'username'> {
  const { username: _username, ...rest } = values;
  return rest;
}

export function toOfficeInput(values: DoctorValues): Record<DoctorField, string | null> {
  return Object.fromEntries(doctorFields.map((field) => [field, orNull(values[field])])) as Record<DoctorField, string | null>;
}

export function toProfileValues(me: ProfileFieldsFragment): ProfileValues {
  const values: ProfileValues = toPersonValues(me);
  if (hasOfficeData(roleOf(me.type.role))) values.doctorData = toOfficeValues(me.doctorData);
  return values;
}

export function toProfileInput(values: ProfileValues): ProfileInput {
  return { ...toPersonInput(values), doctorData: values.doctorData ? toOfficeInput(values.doctorData) : undefined };
}
