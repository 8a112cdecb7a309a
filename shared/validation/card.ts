import { object, string } from 'yup';
import { labTimeZone, limits } from '../limits.js';
import { messages as m } from '../messages.js';

/**
 * The card of the Pago step (SPEC points 3 and 5), checked in the browser before it is tokenized:
 * the card itself never reaches our server, so each mistake is named here, on its field, instead
 * of the provider's generic refusal after "Pagar".
 */

/** American Express numbers start with 34 or 37, have 15 digits and a 4-digit CVC. */
export const isAmexNumber = (number: string) => /^3[47]/.test(number);

/** The Luhn checksum every card number carries (a typo in one digit fails it). */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

const yearMonthInLab = new Intl.DateTimeFormat('en-CA', { timeZone: labTimeZone, year: 'numeric', month: '2-digit' });

/**
 * Whether an MM/AA expiry is this month or later in Mexico City: a card works through the last day
 * of its month. False for a text that is not MM/AA.
 */
export function isCurrentExpiry(expiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const parts = yearMonthInLab.formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  // A two-digit year is in this century, as the cards print it.
  const expiryYear = Math.floor(year / 100) * 100 + Number(match[2]);
  return expiryYear * 12 + Number(match[1]) >= year * 12 + month;
}

/** The card fields of the Pago step; `now` is read when the schema is built. */
export function cardSchema(now = () => new Date()) {
  return object({
    cardNumber: string()
      .required(m.fieldRequired)
      .matches(/^\d+$/, m.cardDigitsOnly)
      .max(limits.cardNumberDigits, m.cardNumberTooLong)
      .test('length', function (value) {
        if (!value) return true;
        if (isAmexNumber(value)) return value.length === 15 || this.createError({ message: m.cardNumberAmexLength });
        return value.length === limits.cardNumberDigits || this.createError({ message: m.cardNumberLength });
      })
      .test('luhn', m.cardNumberInvalid, (value) => !value || passesLuhn(value)),
    cardExpiry: string()
      .required(m.fieldRequired)
      .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, m.cardExpiryFormat)
      .test('not-past', m.cardExpired, (value) => !value || isCurrentExpiry(value, now())),
    cardCvc: string()
      .required(m.cardCvcRequired)
      .matches(/^\d+$/, m.cardDigitsOnly)
      .test('length', function (value) {
        if (!value) return true;
        const amex = isAmexNumber(String(this.parent.cardNumber ?? ''));
        if (amex) return value.length === 4 || this.createError({ message: m.cardCvcAmexLength });
        return value.length === 3 || this.createError({ message: m.cardCvcLength });
      }),
  });
}
