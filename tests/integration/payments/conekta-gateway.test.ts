import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createConektaGateway } from '../../../server/src/payments/conekta-gateway.js';
import type { ChargeRequest, ChargeResult } from '../../../server/src/payments/payment-gateway.js';
import { createPaymentGateway } from '../../../server/src/payments/payment-gateway-factory.js';

const privateKey = 'key_prueba_N0DebeSalir';
const unavailable = 'No pudimos procesar el pago en este momento. Inténtalo de nuevo.';

type RecordedRequest = { method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown };

/**
 * A stand-in for Conekta's orders API, answering as its API reference documents: paid orders,
 * error objects with `details`, and replay of the first answer for a repeated Idempotency-Key.
 * The card token decides the outcome, like the provider's test tokens.
 */
function startFakeConekta() {
  const requests: RecordedRequest[] = [];
  const answersByKey = new Map<string, { status: number; body: unknown }>();
  const state = { ordersCreated: 0, delayNextMs: 0 };

  const error = (status: number, type: string, code: string, message: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: {
      object: 'error',
      type,
      log_id: '641b6c1f0f7e4d0001a1b2c3',
      ...extra,
      details: [{ code, param: null, message, debug_message: 'English text for developers.' }],
    },
  });

  const answerFor = (tokenId: unknown, headers: IncomingHttpHeaders): { status: number; body: unknown } => {
    switch (tokenId) {
      case 'tok_test_visa_4242':
      case 'tok_test_mastercard_4444': {
        state.ordersCreated += 1;
        return {
          status: 200,
          body: {
            id: `ord_${randomUUID()}`,
            object: 'order',
            livemode: false,
            amount: 300_000,
            currency: 'MXN',
            payment_status: 'paid',
            charges: {
              object: 'list',
              has_more: false,
              data: [{ id: `6${randomUUID().replaceAll('-', '')}`, object: 'charge', status: 'paid' }],
            },
          },
        };
      }
      case 'tok_test_card_declined':
        state.ordersCreated += 1;
        return error(402, 'processing_error', 'conekta.errors.processing.bank.declined', 'La tarjeta fue declinada.', {
          data: { id: 'ord_declinada_1', object: 'order', payment_status: 'declined' },
        });
      case 'tok_test_insufficient_funds':
        return error(
          402,
          'processing_error',
          'conekta.errors.processing.bank.insufficient_funds',
          'La tarjeta no tiene fondos suficientes.',
        );
      case 'tok_usado':
        return error(
          422,
          'parameter_validation_error',
          'conekta.errors.parameter_validation.payment_method.token_id.used',
          'El token ya fue utilizado.',
        );
      case 'tok_inexistente':
        return error(
          404,
          'resource_not_found_error',
          'conekta.errors.resource_not_found.entity',
          'El recurso no ha sido encontrado.',
        );
      case 'tok_telefono_invalido':
        return error(
          422,
          'parameter_validation_error',
          'conekta.errors.parameter_validation.customer_info.phone.invalid',
          'El teléfono no es válido.',
        );
      case 'tok_llave_revocada':
        // An answer that repeats the key it was given must still not reach the payer.
        return error(
          401,
          'authentication_error',
          'conekta.errors.authentication.invalid_key',
          `La llave ${String(headers.authorization).replace('Bearer ', '')} no es válida.`,
        );
      case 'tok_eco_de_llave':
        // Even a message meant for the payer is dropped if it carries the key.
        return error(
          402,
          'processing_error',
          'conekta.errors.processing.charge.failed',
          `No se pudo cobrar con ${String(headers.authorization)}.`,
          { data: { id: `ord_${String(headers.authorization)}` } },
        );
      case 'tok_pendiente':
        return {
          status: 200,
          body: { id: 'ord_pendiente_1', object: 'order', payment_status: 'pending_payment', charges: { data: [] } },
        };
      case 'tok_falla_del_proveedor':
        return error(500, 'api_error', 'conekta.errors.api.system', 'Hubo un error en el sistema.');
      default:
        return error(
          422,
          'parameter_validation_error',
          'conekta.errors.parameter_validation.token.invalid',
          'El token no es válido.',
        );
    }
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as {
        charges?: Array<{ payment_method?: { token_id?: unknown } }>;
      } | null;
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      const key = req.headers['idempotency-key'];
      let answer = typeof key === 'string' ? answersByKey.get(key) : undefined;
      if (!answer) {
        answer =
          req.method === 'POST' && req.url === '/orders'
            ? answerFor(body?.charges?.[0]?.payment_method?.token_id, req.headers)
            : error(404, 'resource_not_found_error', 'conekta.errors.resource_not_found.route', 'Ruta no encontrada.');
        if (typeof key === 'string') answersByKey.set(key, answer);
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'Content-Type': 'application/vnd.conekta-v2.1.0+json; charset=utf-8' });
        res.end(JSON.stringify(answer.body));
      };
      const delay = state.delayNextMs;
      state.delayNextMs = 0;
      if (delay) setTimeout(send, delay);
      else send();
    });
  });

  return {
    requests,
    state,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Three places in a 1,250.50 MXN course. */
const chargeWith = (tokenId: string, idempotencyKey: string = randomUUID()): ChargeRequest => ({
  tokenId,
  amountCents: 375_150,
  currency: 'MXN',
  item: { name: 'Curso de radiología panorámica', unitPriceCents: 125_050, quantity: 3 },
  customer: { name: 'Luis Hernández Ruiz', email: 'luis@prueba.mx', phone: '3312345678' },
  idempotencyKey,
});

describe('pasarela Conekta contra un servidor que responde como su API', () => {
  const conekta = startFakeConekta();
  let apiUrl: string;
  beforeAll(async () => {
    apiUrl = await conekta.listen();
  });
  afterAll(() => conekta.close());
  beforeEach(() => {
    conekta.requests.length = 0;
  });

  const gateway = (timeoutMs = 2_000) => createConektaGateway({ privateKey, apiUrl, timeoutMs });

  it('un pago aprobado crea la orden con la llave privada, la versión del API, español y la clave de idempotencia', async () => {
    const result = await gateway().charge(chargeWith('tok_test_visa_4242', 'inscripcion-curso-7-intento-1'));

    expect(result).toEqual({
      approved: true,
      orderId: expect.stringMatching(/^ord_/),
      chargeId: expect.stringMatching(/^6/),
    });
    expect(conekta.requests).toHaveLength(1);
    const [sent] = conekta.requests;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/orders');
    expect(sent.headers).toMatchObject({
      authorization: `Bearer ${privateKey}`,
      accept: 'application/vnd.conekta-v2.1.0+json',
      'content-type': 'application/json',
      'accept-language': 'es',
      'idempotency-key': 'inscripcion-curso-7-intento-1',
    });
    // Exactly this: amounts in centavos, the token and nothing else about the card.
    expect(sent.body).toEqual({
      currency: 'MXN',
      customer_info: { name: 'Luis Hernández Ruiz', email: 'luis@prueba.mx', phone: '3312345678' },
      line_items: [{ name: 'Curso de radiología panorámica', unit_price: 125_050, quantity: 3 }],
      charges: [{ payment_method: { type: 'card', token_id: 'tok_test_visa_4242' } }],
    });
  });

  it('el alumno con tarjeta declinada ve el mensaje del proveedor y queda la orden rechazada', async () => {
    expect(await gateway().charge(chargeWith('tok_test_card_declined'))).toEqual({
      approved: false,
      reason: 'declined',
      message: 'La tarjeta fue declinada.',
      orderId: 'ord_declinada_1',
    });
  });

  it('la tarjeta sin fondos se rechaza como fondos insuficientes', async () => {
    expect(await gateway().charge(chargeWith('tok_test_insufficient_funds'))).toEqual({
      approved: false,
      reason: 'insufficient_funds',
      message: 'La tarjeta no tiene fondos suficientes.',
    });
  });

  it('un token usado o inexistente es una tarjeta inválida', async () => {
    expect(await gateway().charge(chargeWith('tok_usado'))).toEqual({
      approved: false,
      reason: 'invalid_token',
      message: 'El token ya fue utilizado.',
    });
    expect(await gateway().charge(chargeWith('tok_inexistente'))).toEqual({
      approved: false,
      reason: 'invalid_token',
      message: 'Tarjeta inválida, revisa que los datos sean correctos.',
    });
  });

  it('un dato del alumno que el proveedor no acepta se muestra con su mensaje', async () => {
    expect(await gateway().charge(chargeWith('tok_telefono_invalido'))).toEqual({
      approved: false,
      reason: 'error',
      message: 'El teléfono no es válido.',
    });
  });

  it('si el proveedor falla (500) el resultado queda por confirmar', async () => {
    expect(await gateway().charge(chargeWith('tok_falla_del_proveedor'))).toEqual({
      approved: false,
      reason: 'unknown',
      message: unavailable,
    });
  });

  it('una orden que no quedó pagada no se da por aprobada', async () => {
    expect(await gateway().charge(chargeWith('tok_pendiente'))).toEqual({
      approved: false,
      reason: 'error',
      message: unavailable,
      orderId: 'ord_pendiente_1',
    });
  });

  it('si el proveedor tarda más que el límite, el pago queda por confirmar y no se queda colgado', async () => {
    conekta.state.delayNextMs = 1_500;
    const started = Date.now();
    expect(await gateway(200).charge(chargeWith('tok_test_visa_4242'))).toEqual({
      approved: false,
      reason: 'unknown',
      message: unavailable,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('el reintento tras un tiempo agotado reenvía la misma clave y recibe la orden original: un solo cobro', async () => {
    const key = `inscripcion-${randomUUID()}`;
    const before = conekta.state.ordersCreated;
    conekta.state.delayNextMs = 1_000;
    expect(await gateway(200).charge(chargeWith('tok_test_visa_4242', key))).toMatchObject({
      approved: false,
      reason: 'unknown',
    });

    const retried = await gateway().charge(chargeWith('tok_test_visa_4242', key));
    expect(retried.approved).toBe(true);
    expect(conekta.requests.map((request) => request.headers['idempotency-key'])).toEqual([key, key]);
    expect(conekta.requests[1].body).toEqual(conekta.requests[0].body);
    expect(conekta.state.ordersCreated - before).toBe(1);
  });

  it('sin conexión con el proveedor el resultado queda por confirmar', async () => {
    const closed = startFakeConekta();
    const closedUrl = await closed.listen();
    await closed.close();
    const result = await createConektaGateway({ privateKey, apiUrl: closedUrl }).charge(
      chargeWith('tok_test_visa_4242'),
    );
    expect(result).toEqual({ approved: false, reason: 'unknown', message: unavailable });
  });

  it('ningún resultado de error contiene la llave privada, ni aunque el proveedor la repita', async () => {
    const results: ChargeResult[] = [];
    for (const token of [
      'tok_llave_revocada',
      'tok_eco_de_llave',
      'tok_test_card_declined',
      'tok_test_insufficient_funds',
      'tok_usado',
      'tok_inexistente',
      'tok_telefono_invalido',
      'tok_falla_del_proveedor',
      'tok_pendiente',
      'tok_cualquiera',
    ]) {
      results.push(await gateway().charge(chargeWith(token)));
    }
    expect(results.every((result) => !result.approved)).toBe(true);
    expect(results[0]).toEqual({ approved: false, reason: 'error', message: unavailable });
    expect(results[1]).toEqual({ approved: false, reason: 'declined', message: unavailable });
    for (const result of results) expect(JSON.stringify(result)).not.toContain(privateKey);
  });

  it('la dirección del API acepta una barra final', async () => {
    const result = await createConektaGateway({ privateKey, apiUrl: `${apiUrl}/` }).charge(
      chargeWith('tok_test_mastercard_4444'),
    );
    expect(result.approved).toBe(true);
    expect(conekta.requests[0].url).toBe('/orders');
  });

  it('un total que no coincide con lugares × precio no llega al proveedor', async () => {
    await expect(gateway().charge({ ...chargeWith('tok_test_visa_4242'), amountCents: 125_050 })).rejects.toThrow(
      /does not match/,
    );
    expect(conekta.requests).toHaveLength(0);
  });
});

describe('elección de la pasarela al arrancar', () => {
  it('"sandbox" elige la pasarela de pruebas', () => {
    expect(createPaymentGateway({ paymentGateway: 'sandbox' }).name).toBe('sandbox');
  });

  it('Conekta con su llave privada', () => {
    expect(createPaymentGateway({ paymentGateway: 'conekta', conektaPrivateKey: privateKey }).name).toBe('conekta');
  });

  it('Conekta sin llave privada no arranca y dice qué falta', () => {
    for (const conektaPrivateKey of [undefined, '', '   ']) {
      expect(() => createPaymentGateway({ paymentGateway: 'conekta', conektaPrivateKey })).toThrow(/private key/);
    }
  });
});
