import { boolean, lazy, mixed, object, string, type InferType } from 'yup';
import { limits, roles } from '../limits.js';
import { personMessages } from '../messages/person.js';
import { studyMessages } from '../messages/studies.js';
import { userAdminMessages } from '../messages/users.js';
import { doctorDataSchema, officeDataSchema, passwordPairSchema, personSchema } from './profile.js';

const m = { ...personMessages, ...studyMessages, ...userAdminMessages };

export const userTypeRule = () =>
  string()
    .trim()
    .required(m.userTypeRequired)
    .test('known-type', m.userTypeInvalid, (value) => !value || (roles as readonly string[]).includes(value));

const officeFields = Object.keys(doctorDataSchema.fields);

/** True when none of the office fields has text: the doctor fills them in later, on /profile. */
export function isBlankOfficeData(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  return officeFields.every((field) => {
    const text = (value as Record<string, unknown>)[field];
    return text === null || text === undefined || (typeof text === 'string' && text.trim() === '');
  });
}

/**
 * Office data on the admin form: all blank is null (nothing to store), otherwise each field on its
 * own, blank or in its format; filling one never makes the others required.
 */
export const optionalOfficeDataRule = () =>
  lazy((value: unknown) =>
    isBlankOfficeData(value)
      ? mixed()
          .nullable()
          .optional()
          .transform(() => null)
      : officeDataSchema,
  );

/**
 * On edit the password stays unless one is typed; then it follows the same rules as on create.
 * Its descriptions, which UserAdminInput shows, say what each mode asks.
 */
const optionalPasswordPairSchema = object({
  password: string()
    .optional()
    .nullable()
    .test('min', m.passwordMin, (value) => !value || value.length >= limits.passwordMinLength)
    .test('max', m.passwordMax, (value) => !value || value.length <= limits.passwordMaxLength)
    .meta({
      description:
        'New password, 8 to 128 characters, common ones refused. Required on create; on update only to change it.',
    }),
  passwordConfirmation: string()
    .optional()
    .nullable()
    .test('required', m.passwordConfirmationRequired, function (value) {
      return !this.parent.password || Boolean(value);
    })
    .test('match', m.passwordMismatch, function (value) {
      return !this.parent.password || !value || value === this.parent.password;
    })
    .meta({ description: 'The password again; required whenever password is sent, and equal to it.' }),
});

/**
 * The admin's user form (SPEC points 3 and 5): personal data, type, status, password and
 * confirmation (required on create, optional on edit), office data for doctors and office users
 * (each field optional: a doctor's profile stays pending until it is complete), and the doctor of
 * a patient. Each field carries the one description GraphQL's UserAdminInput shows (the update
 * form's, for the password pair).
 */
export function userAdminSchema(mode: 'create' | 'update') {
  return personSchema
    .concat(
      object({
        userType: userTypeRule().meta({
          description:
            'The kind of account; BAD_USER_INPUT (userType) when a doctor who has patients would stop being a doctor.',
        }),
        status: boolean()
          .nullable()
          .optional()
          .meta({ description: 'Active or not; new users are active, edits keep it when omitted.' }),
        doctorId: string()
          .nullable()
          .optional()
          .when('userType', {
            is: 'patient',
            then: (rule) => rule.trim().required(m.doctorRequired).matches(/^\d+$/, m.doctorInvalid),
          })
          .meta({
            description:
              "Patients only, required: their doctor, an active doctor (a patient's current doctor may be kept even if deactivated since).",
          }),
        doctorData: optionalOfficeDataRule().meta({
          description:
            "Office data of doctors and office users; each field may be blank on its own (a doctor's profile stays pending until the required ones are there). On update, data with any field filled replaces the stored data field by field; null or all blank keeps it. Other types have none (saving one removes it).",
        }),
      }),
    )
    .concat(mode === 'create' ? passwordPairSchema : optionalPasswordPairSchema);
}

/** The public pre-registration form of a doctor: personal data and complete office data. */
export const doctorPreRegistrationSchema = personSchema.omit(['username']).concat(
  object({
    // Missing office data gets the required message of each field.
    doctorData: lazy((value: unknown) => (value == null ? doctorDataSchema.transform(() => ({})) : doctorDataSchema)),
  }),
);

/** Why an admin rejects a pre-registration; it is emailed to the doctor. */
export const preRegistrationRejectionSchema = object({
  reason: string().trim().required(m.rejectionReasonRequired).max(limits.textareaLength, m.maxTextarea),
});

/** One row of a user import (CSV): the columns name, lastname, mother_lastname, email, phone, type. */
export const userImportRowSchema = personSchema.pick(['name', 'lastname', 'motherLastname', 'email', 'phone']).concat(
  object({
    userType: userTypeRule(),
  }),
);

export type UserAdminValues = InferType<ReturnType<typeof userAdminSchema>>;
export type DoctorPreRegistrationValues = InferType<typeof doctorPreRegistrationSchema>;
export type UserImportRowValues = InferType<typeof userImportRowSchema>;
