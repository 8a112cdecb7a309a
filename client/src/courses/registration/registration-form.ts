import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { limits } from '../../../../shared/limits';
import { errorsOf, type FieldErrors } from '../../../../shared/validation/checks';
import { paymentStepChecks, studentChecks } from '../../../../shared/validation/public-forms';
import type { CoursePaymentInput } from '../../gql/graphql';
import type { CardDetails } from '../payments/card-tokenizer';

/** Both steps of the registration dialog, as the inputs hold them: what payCourse takes, and the card. */
export type RegistrationValues = {
  name: string;
  lastname: string;
  motherLastname: string;
  email: string;
  phone: string;
  fullname: string;
  spaces: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
};

export const emptyRegistration: RegistrationValues = {
  name: '',
  lastname: '',
  motherLastname: '',
  email: '',
  phone: '',
  fullname: '',
  spaces: '1',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
};

/** Step 1, Datos: the shared rules the server checks too (course-registration.ts studentSchema). */
export const studentErrors = (values: RegistrationValues): FieldErrors => errorsOf(studentChecks, values);

/** "Lugares disponibles: N", the rule for more places than are left. */
export const spacesOverMessage = (i18n: I18n, available: number) => i18n._(msg`Lugares disponibles: ${available}`);

/**
 * Step 2, Pago (SPEC point 5): the places and the holder, then the card rules (number length and
 * checksum, expiry not past in Mexico City, CVC of the card's brand). Messages of
 * shared/messages.ts stay in Spanish (the field translates them); the places message is
 * translated now, so build the rules again when the language changes.
 */
export function paymentStepErrors(i18n: I18n, available: number): (values: RegistrationValues) => FieldErrors {
  const checks = paymentStepChecks(available, spacesOverMessage(i18n, available));
  return (values) => errorsOf(checks, values);
}

/** Card numbers are often typed or pasted in groups: the spaces and dashes go, anything else stays for the rule to flag. */
export const cardNumberInput = (next: string) => next.replace(/[\s-]/g, '');

/** The card number as printed on the card: in groups of four ("4242 4242 4242 4242"); the value keeps none of the spaces. */
export const groupCardNumber = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

/** Only digits, at most four. */
export const cvcInput = (next: string) => next.replace(/\D/g, '').slice(0, limits.cardCvcLength);

/**
 * The MM/AA mask: only digits and the slash are kept, the slash is added after the month
 * (and not re-added while the user deletes it), at most five characters.
 */
export function expiryInput(next: string, previous: string): string {
  let value = next.replace(/[^\d/]/g, '');
  const deleting = next.length < previous.length;
  if (/^\d{3,}$/.test(value)) value = `${value.slice(0, 2)}/${value.slice(2)}`;
  else if (/^\d{2}$/.test(value) && !deleting) value = `${value}/`;
  return value.slice(0, limits.cardExpiryLength);
}

export function cardOf(values: RegistrationValues): CardDetails {
  const [expMonth = '', expYear = ''] = values.cardExpiry.split('/');
  return { number: values.cardNumber, name: values.fullname.trim(), expMonth, expYear, cvc: values.cardCvc };
}

/** What payCourse receives: the student (trimmed, the email in lower case), the places and the token, never the card. */
export function paymentInputOf(values: RegistrationValues, courseId: string, tokenId: string): CoursePaymentInput {
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    motherLastname: values.motherLastname.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    fullname: values.fullname.trim(),
    spaces: Number(values.spaces),
    courseId,
    tokenId,
  };
}

/** One key per payment attempt, so a repeated request never charges twice. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain http on a LAN address still has getRandomValues.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
