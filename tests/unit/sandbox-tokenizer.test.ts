import { describe, expect, it } from 'vitest';
import { CardTokenError, type CardDetails } from '../../client/src/courses/payments/card-tokenizer.js';
import { sandboxTokenize } from '../../client/src/courses/payments/sandbox-tokenizer.js';
import { sandboxTokens } from '../../server/src/payments/sandbox-gateway.js';

const now = new Date(2026, 5, 15);
const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  number: '4242424242424242',
  name: 'Laura Martínez',
  expMonth: '12',
  expYear: '28',
  cvc: '123',
  ...overrides,
});
const tokenize = (overrides: Partial<CardDetails> = {}) => sandboxTokenize(card(overrides), { now, delayMs: 0 });

describe('el tokenizador de pruebas del navegador', () => {
  it.each([
    ['4242 4242 4242 4242', sandboxTokens.visa],
    ['5555555555554444', sandboxTokens.mastercard],
    ['4000 0000 0000 0002', sandboxTokens.declined],
    ['4000000000009995', sandboxTokens.insufficientFunds],
  ])('convierte la tarjeta de prueba %s en el token que el servidor conoce', async (number, token) => {
    await expect(tokenize({ number })).resolves.toBe(token);
  });

  it('acepta la tarjeta hasta el último día del mes de expiración y con año de cuatro dígitos', async () => {
    await expect(tokenize({ expMonth: '06', expYear: '26' })).resolves.toBe(sandboxTokens.visa);
    await expect(tokenize({ expMonth: '01', expYear: '2030' })).resolves.toBe(sandboxTokens.visa);
  });

  it.each<[string, Partial<CardDetails>]>([
    ['otro número', { number: '4111111111111111' }],
    ['un número incompleto', { number: '424242424242' }],
    ['una tarjeta vencida', { expMonth: '05', expYear: '26' }],
    ['un mes inexistente', { expMonth: '13', expYear: '28' }],
    ['un año mal escrito', { expMonth: '12', expYear: '8' }],
    ['un CVC corto', { cvc: '12' }],
    ['un CVC con letras', { cvc: '12a' }],
    ['sin nombre', { name: '  ' }],
  ])('rechaza %s como lo haría el proveedor', async (_case, overrides) => {
    await expect(tokenize(overrides)).rejects.toBeInstanceOf(CardTokenError);
  });
});
