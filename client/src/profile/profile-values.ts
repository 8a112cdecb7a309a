import { doctorDataSchema, personSchema } from '../../../shared/validation/profile';
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

export function profileSchema(withOffice: boolean) {
  return withOffice ? personSchema.shape({ doctorData: doctorDataSchema }) : personSchema;
}

export function toProfileValues(me: ProfileFieldsFragment): ProfileValues {
  const values: ProfileValues = toPersonValues(me);
  if (hasOfficeData(roleOf(me.type.role))) values.doctorData = toOfficeValues(me.doctorData);
  return values;
}

export function toProfileInput(values: ProfileValues): ProfileInput {
  return { ...toPersonInput(values), doctorData: values.doctorData ? toOfficeInput(values.doctorData) : undefined };
}
