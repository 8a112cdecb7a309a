import { patientSchema, staffPatientSchema } from '../../../../shared/validation/patient';
import type { PatientInput, PatientRowFieldsFragment } from '../../gql/graphql';
import { type PersonValues, toPersonInput, toPersonValues, withoutUsername } from '../../shell/forms/person-values';

/** Form state: every field a string ('' for empty), as the inputs hold them. */
export type PatientValues = Omit<PersonValues, 'username'> & { doctorId: string };

/** Field paths the server may name in extensions.field. */
export const patientFieldPaths = [
  'name',
  'lastname',
  'motherLastname',
  'email',
  'phone',
  'birthDate',
  'sex',
  'doctorId',
];

/** The shared rules the server applies too: staff also choose the doctor. */
export const patientFormSchema = (chooseDoctor: boolean) => (chooseDoctor ? staffPatientSchema : patientSchema);

export function toPatientValues(patient: PatientRowFieldsFragment | undefined, doctorId: string): PatientValues {
  return { ...withoutUsername(toPersonValues(patient)), doctorId: patient?.doctorId ?? doctorId };
}

export function toPatientInput(values: PatientValues, chooseDoctor: boolean): PatientInput {
  return {
    ...withoutUsername(toPersonInput({ ...values, username: '' })),
    doctorId: chooseDoctor ? values.doctorId : null,
  };
}

/** A birth date (YYYY-MM-DD) as dd/mm/yyyy. */
export function formatBirthDate(date: string | null): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (date ?? '');
}
