import { doctorDataSchema, officeDataSchema, personSchema } from '../../../shared/validation/profile';
import type { ProfileFieldsFragment, ProfileInput } from '../gql/graphql';
import {
  type DoctorValues,
  hasOfficeData,
  type PersonValues,
  toOfficeInput,
  toOfficeValues,
  toPersonInput,
  toPersonValues,
} from '../shell/forms/person-values';
import { roleOf } from '../session/roles';

/** Form state of the own profile. */
export type ProfileValues = PersonValues & { doctorData?: DoctorValues };

/** A doctor completes the office data; an office administrator may leave any office field blank. */
export function profileSchema(roleSlug: string) {
  if (roleSlug === 'doctor') return personSchema.shape({ doctorData: doctorDataSchema });
  return hasOfficeData(roleSlug) ? personSchema.shape({ doctorData: officeDataSchema }) : personSchema;
}

export function toProfileValues(me: ProfileFieldsFragment): ProfileValues {
  const values: ProfileValues = toPersonValues(me);
  if (hasOfficeData(roleOf(me.type.role))) values.doctorData = toOfficeValues(me.doctorData);
  return values;
}

export function toProfileInput(values: ProfileValues): ProfileInput {
  return { ...toPersonInput(values), doctorData: values.doctorData ? toOfficeInput(values.doctorData) : undefined };
}
