import { doctorDataSchema, personSchema } from '../../../shared/validation/profile';
import type { ProfileFieldsFragment, ProfileInput } from '../gql/graphql';

const doctorFields = [
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

/** Form state: every field a string ('' for empty), as the inputs hold them. */
export type ProfileValues = {
  name: string;
  lastname: string;
  motherLastname: string;
  email: string;
  username: string;
  birthDate: string;
  sex: '' | 'male' | 'female';
  phone: string;
  doctorData?: DoctorValues;
};

const personFields = ['name', 'lastname', 'motherLastname', 'email', 'username', 'birthDate', 'sex', 'phone'] as const;

/** Doctors and office administrators also keep their office data. */
export function hasOfficeData(roleSlug: string): boolean {
  return roleSlug === 'doctor' || roleSlug === 'office-admin';
}

/** Field paths the server may name in extensions.field. */
export function profileFieldPaths(withOffice: boolean): string[] {
  return [...personFields, ...(withOffice ? doctorFields.map((field) => `doctorData.${field}`) : [])];
}

export function profileSchema(withOffice: boolean) {
  return withOffice ? personSchema.shape({ doctorData: doctorDataSchema }) : personSchema;
}

export function toProfileValues(me: ProfileFieldsFragment): ProfileValues {
  const values: ProfileValues = {
    name: me.name,
    lastname: me.lastname ?? '',
    motherLastname: me.motherLastname ?? '',
    email: me.email,
    username: me.username ?? '',
    birthDate: me.birthDate ?? '',
    sex: me.sex === 'male' || me.sex === 'female' ? me.sex : '',
    phone: me.phone ?? '',
  };
  if (hasOfficeData(me.type.slug)) {
    const office = me.doctorData;
    values.doctorData = Object.fromEntries(
      doctorFields.map((field) => [field, office?.[field] ?? '']),
    ) as DoctorValues;
  }
  return values;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toProfileInput(values: ProfileValues): ProfileInput {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    motherLastname: values.motherLastname.trim(),
    email: values.email.trim().toLowerCase(),
    username: orNull(values.username),
    birthDate: values.birthDate,
    sex: values.sex === '' ? null : values.sex,
    phone: values.phone.trim(),
    doctorData: values.doctorData
      ? (Object.fromEntries(doctorFields.map((field) => [field, orNull(values.doctorData?.[field] ?? '')])) as Record<
          DoctorField,
          string | null
        >)
      : undefined,
  };
}
