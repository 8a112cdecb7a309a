import { limits } from '../limits.js';
import { courseRegistrationMessages } from '../messages/course-registration.js';
import { personMessages } from '../messages/person.js';
import { signInMessages } from '../messages/sign-in.js';
import { isAmexNumber, isCurrentExpiry, passesLuhn } from './card-checks.js';
import { email, text } from './public-field-checks.js';
import {
  check,
  digitsPattern,
  emailPattern,
  expiryPattern,
  matches,
  maxLength,
  minLength,
  phonePattern,
  valueAt,
  type Check,
  type Rule,
} from './checks.js';

const m = { ...courseRegistrationMessages, ...personMessages, ...signInMessages };

/**
 * The rules of the public pages' forms (SPEC point 5) without yup, so a phone's first visit does
 * not download it: the same rules and first messages as the yup schemas the server and the staff
 * forms use (profile.ts, course-registration.ts, card.ts), which
 * tests/unit/public-form-rules.test.ts runs side by side. The doctors' pre-registration has its
 * own file (pre-registration-form.ts), so that page does not download the course and card rules.
 */

/** /login: an email or username, and the password as typed. */
export const loginChecks: Record<'identifier' | 'password', Check> = {
  identifier: check({ trim: true, required: m.loginIdentifierRequired }),
  password: check({ required: m.loginPasswordRequired }),
};

/** /session/forgot-password (profile.ts emailRule). */
export const emailChecks: Record<'email', Check> = { email: email(m.emailRequired, m.emailInvalid) };

/** /session/reset-password (profile.ts passwordPairSchema). */
export const passwordPairChecks: Record<'password' | 'passwordConfirmation', Check> = {
  password: check(
    { required: m.passwordRequired },
    minLength(limits.passwordMinLength, m.passwordMin),
    maxLength(limits.passwordMaxLength, m.passwordMax),
  ),
  passwordConfirmation: check({ required: m.passwordConfirmationRequired }, (value, values) =>
    value === valueAt(values, 'password') ? undefined : m.passwordMismatch,
  ),
};

/** Registration step 1, Datos (course-registration.ts studentSchema). */
export const studentChecks: Record<'name' | 'lastname' | 'motherLastname' | 'email' | 'phone', Check> = {
  name: text(m.fieldRequired),
  lastname: text(m.fieldRequired),
  motherLastname: text(m.fieldRequired),
  email: email(m.fieldRequired, m.studentEmailInvalid),
  phone: check({ trim: true, required: m.fieldRequired }, matches(phonePattern, m.phoneInvalid)),
};

/** Card number length by brand: American Express 15, the others 16. */
const cardNumberLength: Rule = (value) => {
  if (isAmexNumber(value)) return value.length === 15 ? undefined : m.cardNumberAmexLength;
  return value.length === limits.cardNumberDigits ? undefined : m.cardNumberLength;
};

/** CVC length by the brand of the number typed: American Express 4, the others 3. */
const cvcLength: Rule = (value, values) => {
  if (isAmexNumber(String(valueAt(values, 'cardNumber') ?? ''))) {
    return value.length === 4 ? undefined : m.cardCvcAmexLength;
  }
  return value.length === 3 ? undefined : m.cardCvcLength;
};

/** The card of the Pago step (card.ts cardSchema); `now` is read at each check. */
export function cardChecks(now = () => new Date()): Record<'cardNumber' | 'cardExpiry' | 'cardCvc', Check> {
  return {
    cardNumber: check(
      { required: m.fieldRequired },
      matches(digitsPattern, m.cardDigitsOnly),
      maxLength(limits.cardNumberDigits, m.cardNumberTooLong),
      cardNumberLength,
      (value) => (passesLuhn(value) ? undefined : m.cardNumberInvalid),
    ),
    cardExpiry: check({ required: m.fieldRequired }, matches(expiryPattern, m.cardExpiryFormat), (value) =>
      isCurrentExpiry(value, now()) ? undefined : m.cardExpired,
    ),
    cardCvc: check({ required: m.cardCvcRequired }, matches(digitsPattern, m.cardDigitsOnly), cvcLength),
  };
}

/**
 * Registration step 2, Pago: the places (1 to `available`; `overMessage` is "Lugares
 * disponibles: N", translated by the caller), the holder and the card.
 */
export function paymentStepChecks(available: number, overMessage: string, now = () => new Date()) {
  return {
    spaces: check(
      { required: m.fieldRequired },
      matches(digitsPattern, m.spacesMin),
      (value) => (Number(value) >= 1 ? undefined : m.spacesMin),
      (value) => (Number(value) <= available ? undefined : overMessage),
    ),
    fullname: text(m.fieldRequired),
    ...cardChecks(now),
  } satisfies Record<string, Check>;
}

/** Recuperar inscripción (course-registration.ts recoverySchema). */
export const recoveryChecks: Record<'email', Check> = {
  email: check({ trim: true, required: m.recoveryEmailInvalid }, matches(emailPattern, m.recoveryEmailInvalid)),
};
