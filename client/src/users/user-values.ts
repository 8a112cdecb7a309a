import { lazy } from 'yup';
import { userAdminSchema } from '../../../shared/validation/user-admin';
import type { Role as StoredRole } from '../../../shared/limits';
import type { UserAdminInput, UserDetailFieldsFragment } from '../gql/graphql';
import { fieldPathsOf, type FormValues } from '../shell/forms/schema-values';
import {
  doctorFields,
  type DoctorValues,
  hasOfficeData,
  orNull,
  toOfficeInput,
  toOfficeValues,
  toPersonInput,
  toPersonValues,
} from '../shell/forms/person-values';
import { apiRoleOf, roleOf } from '../session/roles';

export type UserFormMode = 'create' | 'update';

/** The admin form's fields: the shared schema's (the update form's, where the password may stay). */
const userFields = fieldPathsOf(userAdminSchema('update'));

/** Form state, the shared schema's fields: every one a string ('' for empty), as the inputs hold them. */
export type UserFormValues = Omit<FormValues<ReturnType<typeof userAdminSchema>>, 'status' | 'doctorData'> & {
  /** 'true' active, 'false' inactive: the select holds strings, yup reads them as booleans. */
  status: 'true' | 'false';
  doctorData: DoctorValues;
};

/** Doctors and office administrators keep office data (SPEC point 3). */
export const keepsOfficeData = hasOfficeData;

/** Field paths the server may name in extensions.field: each field, the office data's one by one. */
export const userFieldPaths = [
  ...userFields.filter((field) => field !== 'doctorData'),
  ...doctorFields.map((field) => `doctorData.${field}`),
];

/** The shared rules (the server applies them too); office data only counts for the roles that keep it. */
export function userFormSchema(mode: UserFormMode) {
  const full = userAdminSchema(mode);
  const withoutOffice = full.omit(['doctorData']);
  return lazy((values: { userType?: string }) => (keepsOfficeData(values?.userType ?? '') ? full : withoutOffice));
}

export function toUserFormValues(user?: UserDetailFieldsFragment): UserFormValues {
  return {
    ...toPersonValues(user),
    userType: user ? roleOf(user.type.role) : '',
    status: user && !user.status ? 'false' : 'true',
    password: '',
    passwordConfirmation: '',
    doctorId: user?.doctorId ?? '',
    doctorData: toOfficeValues(user?.doctorData),
  };
}

export function toUserAdminInput(values: UserFormValues): UserAdminInput {
  const office = keepsOfficeData(values.userType);
  const officeValues = toOfficeInput(values.doctorData);
  const blankOffice = Object.values(officeValues).every((value) => value === null);
  return {
    ...toPersonInput(values),
    // The form's rules (userTypeRule) let only a known type through.
    userType: apiRoleOf(values.userType as StoredRole),
    status: values.status === 'true',
    password: values.password === '' ? null : values.password,
    passwordConfirmation: values.passwordConfirmation === '' ? null : values.passwordConfirmation,
    doctorId: values.userType === 'patient' ? orNull(values.doctorId) : null,
    doctorData: office && !blankOffice ? officeValues : null,
  };
}
