import { describe, expect, it } from 'vitest';
import { payableTotal } from '../../client/src/courses/course-format.js';
import { cardNumberInput, groupCardNumber } from '../../client/src/courses/registration/registration-form.js';

describe('paso de pago: total y número de tarjeta', () => {
  it('solo un número de lugares que se puede comprar tiene total; 99 con 3 disponibles no tiene, ni $0.00', () => {
    expect(payableTotal(350_000, '2', 3)).toBe(7000);
    expect(payableTotal(120_000, '3', 3)).toBe(3600);
    for (const typed of ['99', '4', '0', '', '1.5', '-1']) expect(payableTotal(350_000, typed, 3), typed).toBeNull();
  });

  it('la tarjeta se ve en grupos de cuatro y el valor guardado no lleva espacios', () => {
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('42424')).toBe('4242 4');
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    // What is shown, typed or pasted again, keeps the same value.
    expect(cardNumberInput(groupCardNumber('4242424242424242'))).toBe('4242424242424242');
  });
});
