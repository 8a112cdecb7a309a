import { object, string, type AnyObject, type InferType, type StringSchema } from 'yup';
import { limits } from '../limits.js';
import { personMessages as m } from '../messages/person.js';
import { closesAfter, emailPattern, isPastDate, phonePattern, timePattern, zipCodePattern } from './checks.js';

const input = () => string().trim().max(limits.inputLength, m.maxInput);
const required = (message: string) => input().required(message);
const time = (message: string) => string().trim().required(message).matches(timePattern, m.timeInvalid);

/** An optional text: blank is null, what is typed keeps its format. */
const optional = (rule: StringSchema<string | undefined, AnyObject>) =>
  rule
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .nullable()
    .optional();

export const emailRule = () =>
  string().trim().lowercase().required(m.emailRequired).max(120, m.emailInvalid).matches(emailPattern, m.emailInvalid);

export const phoneRule = () => string().trim().required(m.phoneRequired).matches(phonePattern, m.phoneInvalid);

/** A person's data as every form enters it; each field with the one description the GraphQL inputs show. */
export const personSchema = object({
  name: required(m.nameRequired).meta({ description: 'Given name(s); required.' }),
  lastname: required(m.lastnameRequired).meta({ description: 'Paternal surname; required.' }),
  motherLastname: required(m.motherLastnameRequired).meta({ description: 'Maternal surname; required.' }),
  email: emailRule().meta({
    description: 'Email, up to 120 characters; stored lower case. CONFLICT when another account has it.',
  }),
  username: input()
    .nullable()
    .optional()
    .matches(/^[A-Za-z0-9._-]*$/, m.usernameInvalid)
    .meta({
      description:
        'Username: letters, digits, dot, dash and underscore; null or empty: none. CONFLICT when another account has it.',
    }),
  birthDate: string()
    .trim()
    .required(m.birthDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.birthDateInvalid)
    .test('past-date', m.birthDateInvalid, (value) => isPastDate(value))
    .meta({ description: 'Birth date, "YYYY-MM-DD", a real past day from 1900 on.' }),
  sex: string()
    .nullable()
    .optional()
    .oneOf(['male', 'female', null, undefined], m.sexInvalid)
    .meta({ description: 'Femenino or masculino; null or left out when not given.' }),
  phone: phoneRule().meta({ description: 'Phone number, exactly 10 digits.' }),
});

/** Opening and closing time both given: the office closes after it opens. */
function closesAfterOpening(this: { parent: { openingTime?: string | null } }, closing: string | null | undefined) {
  return closesAfter(this.parent.openingTime, closing);
}

/**
 * Office data as an admin or receptionist enters it (SPEC point 3 "Doctor or office data"): each
 * field may be left blank on its own (null); what is typed keeps its format (zip code 5 digits,
 * times HH:MM, closing after opening). The doctor completes the rest on /profile.
 */
export const officeDataSchema = object({
  specialty: optional(input()).meta({
    description: 'Medical specialty; required where the whole office data is required.',
  }),
  officeHours: optional(input()).meta({ description: 'Office days and hours, free text; optional.' }),
  openingTime: optional(string().trim().matches(timePattern, m.timeInvalid)).meta({
    description: 'Opening time, "HH:MM", 24 h (00:00 to 23:59); required where the whole office data is required.',
  }),
  closingTime: optional(string().trim().matches(timePattern, m.timeInvalid))
    .test('after-opening', m.closingBeforeOpening, closesAfterOpening)
    .meta({
      description:
        'Closing time, "HH:MM", 24 h (00:00 to 23:59), later than openingTime when both are given; required where the whole office data is required.',
    }),
  address: optional(input()).meta({
    description: 'Street and number; required where the whole office data is required.',
  }),
  colony: optional(input()).meta({
    description: 'Colonia (neighbourhood); required where the whole office data is required.',
  }),
  city: optional(input()).meta({ description: 'City; required where the whole office data is required.' }),
  state: optional(input()).meta({ description: 'Mexican state; required where the whole office data is required.' }),
  zipCode: optional(string().trim().matches(zipCodePattern, m.zipCodeInvalid)).meta({
    description: 'Postal code, exactly 5 digits; required where the whole office data is required.',
  }),
  clinicAddress: optional(string().trim().max(limits.textareaLength, m.maxTextarea)).meta({
    description: 'Further directions to the clinic, up to 140 characters; optional.',
  }),
});

/**
 * Complete office data, as a doctor gives it on /profile and in the pre-registration (SPEC point 5
 * required messages): every field but office hours and clinic address, in the same formats.
 */
export const doctorDataSchema = object({
  specialty: required(m.specialtyRequired),
  officeHours: optional(input()),
  openingTime: time(m.openingTimeRequired),
  closingTime: time(m.closingTimeRequired).test('after-opening', m.closingBeforeOpening, closesAfterOpening),
  address: required(m.addressRequired),
  colony: required(m.colonyRequired),
  city: required(m.cityRequired),
  state: required(m.stateRequired),
  zipCode: string().trim().required(m.zipCodeRequired).matches(zipCodePattern, m.zipCodeInvalid),
  clinicAddress: optional(string().trim().max(limits.textareaLength, m.maxTextarea)),
});

/** Whether stored or typed office data has everything a doctor's profile requires. */
export const isCompleteOfficeData = (value: unknown): boolean => doctorDataSchema.isValidSync(value);

/**
 * A password being chosen (never the one typed to sign in): 8 to 128 characters. The server also
 * refuses the common ones (server/src/common/common-passwords.ts), a list kept off the client.
 */
export const newPasswordRule = () =>
  string()
    .required(m.passwordRequired)
    .min(limits.passwordMinLength, m.passwordMin)
    .max(limits.passwordMaxLength, m.passwordMax);

export const passwordPairSchema = object({
  password: newPasswordRule(),
  passwordConfirmation: string()
    .required(m.passwordConfirmationRequired)
    .test('match', m.passwordMismatch, function (value) {
      return value === this.parent.password;
    }),
});

export type PersonInput = InferType<typeof personSchema>;
export type DoctorDataInput = InferType<typeof doctorDataSchema>;
export type OfficeDataInput = InferType<typeof officeDataSchema>;
