import { object, string } from 'yup';
import { limits } from '../limits.js';
import { courseRegistrationMessages as m } from '../messages/course-registration.js';
import { digitsPattern, expiryPattern } from './checks.js';
import { isAmexNumber, isCurrentExpiry, passesLuhn } from './card-checks.js';

export { isAmexNumber, isCurrentExpiry, passesLuhn };

/**
 * The card of the Pago step (SPEC points 3 and 5), checked in the browser before it is tokenized:
 * the card itself never reaches our server, so each mistake is named here, on its field, instead
 * of the provider's generic refusal after "Pagar".
 */

/** The card fields of the Pago step; `now` is read when the schema is built. */
export function cardSchema(now = () => new Date()) {
  return object({
    cardNumber: string()
      .required(m.fieldRequired)
      .matches(digitsPattern, m.cardDigitsOnly)
      .max(limits.cardNumberDigits, m.cardNumberTooLong)
      .test('length', function (value) {
        if (!value) return true;
        if (isAmexNumber(value)) return value.length === 15 || this.createError({ message: m.cardNumberAmexLength });
        return value.length === limits.cardNumberDigits || this.createError({ message: m.cardNumberLength });
      })
      .test('luhn', m.cardNumberInvalid, (value) => !value || passesLuhn(value)),
    cardExpiry: string()
      .required(m.fieldRequired)
      .matches(expiryPattern, m.cardExpiryFormat)
      .test('not-past', m.cardExpired, (value) => !value || isCurrentExpiry(value, now())),
    cardCvc: string()
      .required(m.cardCvcRequired)
      .matches(digitsPattern, m.cardDigitsOnly)
      .test('length', function (value) {
        if (!value) return true;
        const amex = isAmexNumber(String(this.parent.cardNumber ?? ''));
        if (amex) return value.length === 4 || this.createError({ message: m.cardCvcAmexLength });
        return value.length === 3 || this.createError({ message: m.cardCvcLength });
      }),
  });
}
