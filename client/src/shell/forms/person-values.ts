import { inRoleGroup, roleGroups } from '../../../../shared/role-groups';
import type { Sex } from '../../gql/graphql';
import type { personSchema } from '../../../../shared/validation/profile';
import type { FormValues } from './schema-values';

/** A person's and an office's form values, shared by the profile, the user admin, patients and doctor pre-registration. */

/**
 * The office fields, in the form's order: the shared office schema's (officeDataSchema; a unit
 * test holds them equal), listed here so the public pre-registration page does not load yup.
 */
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

/** A person's inputs as the form holds them: the shared person schema's fields, every one a string ('' for empty). */
export type PersonValues = FormValues<typeof personSchema>;

/** The person's fields: the shared person schema's (personSchema; the same unit test holds them equal). */
export const personFields = [
  'name',
  'lastname',
  'motherLastname',
  'email',
  'username',
  'birthDate',
  'sex',
  'phone',
] as const satisfies readonly (keyof PersonValues)[];

/** Doctors and office administrators also keep their office data. */
export function hasOfficeData(roleSlug: string): boolean {
  return inRoleGroup(roleSlug, roleGroups.officeData);
}

/** Field paths the server may name in extensions.field: the person's, and the office's when asked. */
export function personFieldPaths(withOffice: boolean): string[] {
  return [...personFields, ...(withOffice ? doctorFields.map((field) => `doctorData.${field}`) : [])];
}

type Person = {
  name: string;
  lastname?: string | null;
  motherLastname?: string | null;
  email: string;
  username?: string | null;
  birthDate?: string | null;
  sex?: string | null;
  phone?: string | null;
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
  return Object.fromEntries(doctorFields.map((field) => [field, orNull(values[field])])) as Record<
    DoctorField,
    string | null
  >;
}
