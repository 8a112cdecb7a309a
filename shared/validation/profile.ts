import { object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { messages as m } from '../messages.js';

const input = () => string().trim().max(limits.inputLength, m.maxInput);
const required = (message: string) => input().required(message);
const time = (message: string) =>
  string()
    .trim()
    .required(message)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);

export const emailRule = () =>
  string()
    .trim()
    .lowercase()
    .required(m.emailRequired)
    .max(120, m.emailInvalid)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, m.emailInvalid);

export const phoneRule = () =>
  string()
    .trim()
    .required(m.phoneRequired)
    .matches(/^\d{10}$/, m.phoneInvalid);

export const personSchema = object({
  name: required(m.nameRequired),
  lastname: required(m.lastnameRequired),
  motherLastname: required(m.motherLastnameRequired),
  email: emailRule(),
  username: input()
    .nullable()
    .optional()
    .matches(/^[A-Za-z0-9._-]*$/, m.usernameInvalid),
  birthDate: string()
    .trim()
    .required(m.birthDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.birthDateInvalid)
    .test('past-date', m.birthDateInvalid, (value) => isPastDate(value)),
  sex: string().nullable().optional().oneOf(['male', 'female', null, undefined], m.sexInvalid),
  phone: phoneRule(),
});

/** Office data of doctors (and office users), SPEC point 3 "Doctor or office data". */
export const doctorDataSchema = object({
  specialty: required(m.specialtyRequired),
  officeHours: input().nullable().optional(),
  openingTime: time(m.openingTimeRequired),
  closingTime: time(m.closingTimeRequired),
  address: required(m.addressRequired),
  colony: required(m.colonyRequired),
  city: required(m.cityRequired),
  state: required(m.stateRequired),
  zipCode: string()
    .trim()
    .required(m.zipCodeRequired)
    .matches(/^\d{5}$/, m.zipCodeInvalid),
  clinicAddress: string().trim().max(limits.textareaLength, m.maxTextarea).nullable().optional(),
});

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

function isPastDate(value: string | undefined): boolean {
  if (!value) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
}
