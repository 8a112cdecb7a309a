import { object, string, type InferType } from 'yup';
import { studyMessages as m } from '../messages/studies.js';
import { personSchema } from './profile.js';

/** A patient's data as the virtual lab enters it (SPEC point 5 messages); the server checks the same. */
export const patientSchema = personSchema.pick([
  'name',
  'lastname',
  'motherLastname',
  'email',
  'phone',
  'birthDate',
  'sex',
]);

/** Staff also choose the patient's doctor; a doctor's patients are always their own. */
export const staffPatientSchema = patientSchema.concat(
  object({
    doctorId: string().trim().required(m.doctorRequired).matches(/^\d+$/, m.doctorInvalid),
  }),
);

export type PatientInput = InferType<typeof patientSchema>;
export type StaffPatientInput = InferType<typeof staffPatientSchema>;
