import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { messages } from '../../shared/messages.js';
import { cardSchema, isCurrentExpiry, passesLuhn } from '../../shared/validation/card.js';

// 1 December 2026, 03:00 UTC: still 30 November in Mexico City (UTC-6).
const lateNovemberInMexico = new Date('2026-12-01T03:00:00Z');
const schema = cardSchema(() => lateNovemberInMexico);
const card = { cardNumber: '4242424242424242', cardExpiry: '12/28', cardCvc: '123' };

/** The message of each field the card fails, as the form shows them. */
function errorsOf(values: Partial<typeof card>): Record<string, string> {
  try {
    schema.validateSync({ ...card, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const item of error.inner) fields[item.path!] ??= item.message;
    return fields;
  }
}

describe('las reglas de la tarjeta del paso Pago nombran el campo equivocado', () => {
  it('una tarjeta de prueba bien escrita pasa', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ cardNumber: '378282246310005', cardCvc: '1234' })).toEqual({});
  });

  it.each([
    [{ cardNumber: '' }, messages.fieldRequired],
    [{ cardNumber: '4242abcd' }, messages.cardDigitsOnly],
    [{ cardNumber: '42424242424242424' }, messages.cardNumberTooLong],
    [{ cardNumber: '424242424242' }, messages.cardNumberLength],
    [{ cardNumber: '4242424242424241' }, messages.cardNumberInvalid],
    [{ cardNumber: '3782822463100' }, messages.cardNumberAmexLength],
    [{ cardNumber: '378282246310006', cardCvc: '1234' }, messages.cardNumberInvalid],
  ])('número %j: %s', (values, message) => {
    expect(errorsOf(values).cardNumber).toBe(message);
  });

  it.each([
    [{ cardExpiry: '' }, messages.fieldRequired],
    [{ cardExpiry: '13/28' }, messages.cardExpiryFormat],
    [{ cardExpiry: '1/28' }, messages.cardExpiryFormat],
    [{ cardExpiry: '10/26' }, messages.cardExpired],
    [{ cardExpiry: '12/25' }, messages.cardExpired],
  ])('vencimiento %j: %s', (values, message) => {
    expect(errorsOf(values).cardExpiry).toBe(message);
  });

  it('el mes en curso en la Ciudad de México aún sirve, aunque en UTC ya sea el siguiente', () => {
    expect(errorsOf({ cardExpiry: '11/26' })).toEqual({});
    expect(isCurrentExpiry('11/26', new Date('2026-12-01T07:00:00Z'))).toBe(false);
    expect(isCurrentExpiry('12/26', new Date('2026-12-01T07:00:00Z'))).toBe(true);
  });

  it.each([
    [{ cardCvc: '' }, messages.cardCvcRequired],
    [{ cardCvc: '12' }, messages.cardCvcLength],
    [{ cardCvc: '1234' }, messages.cardCvcLength],
    [{ cardCvc: '12a' }, messages.cardDigitsOnly],
    [{ cardNumber: '378282246310005', cardCvc: '123' }, messages.cardCvcAmexLength],
  ])('CVC %j: %s', (values, message) => {
    expect(errorsOf(values).cardCvc).toBe(message);
  });

  it('la suma de Luhn detecta un dígito cambiado', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424243')).toBe(false);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });
});
