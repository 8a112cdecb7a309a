import { labTimeZone } from '../limits.js';
import { expiryPattern } from './checks.js';

/** The card's own checks (brand, checksum, expiry), without yup: the public Pago step uses them too. */

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
  const match = expiryPattern.exec(expiry);
  if (!match) return false;
  const parts = yearMonthInLab.formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  // A two-digit year is in this century, as the cards print it.
  const expiryYear = Math.floor(year / 100) * 100 + Number(match[2]);
  return expiryYear * 12 + Number(match[1]) >= year * 12 + month;
}
