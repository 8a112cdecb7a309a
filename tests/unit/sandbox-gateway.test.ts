import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../../server/src/payments/payment-gateway.js';
import { createSandboxGateway, sandboxTokens } from '../../server/src/payments/sandbox-gateway.js';

/** Two places in a 1,500.00 MXN course. */
const chargeWith = (tokenId: string, idempotencyKey: string = randomUUID()): ChargeRequest => ({
  tokenId,
  amountCents: 300_000,
  currency: 'MXN',
  item: { name: 'Curso de tomografía dental', unitPriceCents: 150_000, quantity: 2 },
  customer: { name: 'Ana López García', email: 'ana@prueba.mx', phone: '5512345678' },
  idempotencyKey,
});

describe('pasarela de pruebas', () => {
  it.each([sandboxTokens.visa, sandboxTokens.mastercard])(
    'la tarjeta de prueba %s se aprueba con orden y cargo',
    async (token) => {
      const result = await createSandboxGateway().charge(chargeWith(token));
      expect(result).toEqual({
        approved: true,
        orderId: expect.stringMatching(/^ord_sandbox_[0-9a-f]{20}$/),
        chargeId: expect.stringMatching(/^chr_sandbox_[0-9a-f]{20}$/),
      });
    },
  );

  it('la tarjeta declinada se rechaza con el mensaje del banco', async () => {
    expect(await createSandboxGateway().charge(chargeWith(sandboxTokens.declined))).toEqual({
      approved: false,
      reason: 'declined',
      message: 'La tarjeta fue declinada.',
    });
  });

  it('la tarjeta sin fondos se rechaza diciendo que no tiene fondos', async () => {
    expect(await createSandboxGateway().charge(chargeWith(sandboxTokens.insufficientFunds))).toEqual({
      approved: false,
      reason: 'insufficient_funds',
      message: 'La tarjeta no tiene fondos suficientes.',
    });
  });

  it.each(['tok_cualquiera', '', 'tok_test_visa_4242 '])(
    'un token desconocido (%j) es una tarjeta inválida',
    async (token) => {
      expect(await createSandboxGateway().charge(chargeWith(token))).toEqual({
        approved: false,
        reason: 'invalid_token',
        message: 'Tarjeta inválida, revisa que los datos sean correctos.',
      });
    },
  );

  it('el alumno reintenta con la misma clave y recibe el mismo pago, sin un segundo cargo', async () => {
    const gateway = createSandboxGateway();
    const first = await gateway.charge(chargeWith(sandboxTokens.visa, 'inscripcion-41'));
    const retried = await gateway.charge(chargeWith(sandboxTokens.visa, 'inscripcion-41'));
    expect(retried).toEqual(first);

    const another = await gateway.charge(chargeWith(sandboxTokens.visa, 'inscripcion-42'));
    expect(another.approved && first.approved && another.orderId !== first.orderId).toBe(true);
  });

  it('dos solicitudes simultáneas con la misma clave comparten un solo cargo', async () => {
    const gateway = createSandboxGateway();
    const [a, b] = await Promise.all([
      gateway.charge(chargeWith(sandboxTokens.mastercard, 'doble-clic')),
      gateway.charge(chargeWith(sandboxTokens.mastercard, 'doble-clic')),
    ]);
    expect(a.approved).toBe(true);
    expect(b).toEqual(a);
  });

  it('un rechazo también se recuerda: la misma clave con otra tarjeta sigue rechazada', async () => {
    const gateway = createSandboxGateway();
    await gateway.charge(chargeWith(sandboxTokens.declined, 'intento-1'));
    expect(await gateway.charge(chargeWith(sandboxTokens.visa, 'intento-1'))).toMatchObject({
      approved: false,
      reason: 'declined',
    });
    expect(await gateway.charge(chargeWith(sandboxTokens.visa, 'intento-2'))).toMatchObject({ approved: true });
  });

  it('solo recuerda las últimas claves: la más antigua vuelve a cobrar', async () => {
    const gateway = createSandboxGateway({ rememberedKeys: 2 });
    const oldest = await gateway.charge(chargeWith(sandboxTokens.visa, 'k1'));
    const second = await gateway.charge(chargeWith(sandboxTokens.visa, 'k2'));
    await gateway.charge(chargeWith(sandboxTokens.visa, 'k3'));

    expect(await gateway.charge(chargeWith(sandboxTokens.visa, 'k2'))).toEqual(second);
    const again = await gateway.charge(chargeWith(sandboxTokens.visa, 'k1'));
    expect(again.approved && oldest.approved && again.orderId !== oldest.orderId).toBe(true);
  });

  it('un total que no coincide con lugares × precio es un error del servidor, no un cobro', async () => {
    const wrong = { ...chargeWith(sandboxTokens.visa), amountCents: 150_000 };
    await expect(createSandboxGateway().charge(wrong)).rejects.toThrow(/does not match/);
  });
});
