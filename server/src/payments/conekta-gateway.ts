import { messages } from '../../../shared/messages.js';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './payment-gateway.js';

/*
 * Conekta's API reference (https://developers.conekta.com/reference and its OpenAPI definition,
 * github.com/conekta/openapi):
 * - POST /orders with a bearer private key, the versioned Accept header and Accept-Language
 *   (es|en), which picks the language of `details[].message`. An optional Idempotency-Key
 *   makes a retry answer the original response instead of creating another order.
 * - A paid card order answers 200 with `payment_status: 'paid'` and its charges in
 *   `charges.data`.
 * - Errors answer `{ object: 'error', type, log_id, data?, details: [{ code, param, message,
 *   debug_message }] }`: `message` is meant for the payer, `debug_message` is English and for
 *   developers; `data` holds the order a processing_error still created. Types by status:
 *   malformed_request_error 400, authentication_error 401, processing_error 402 (card
 *   declined, insufficient funds...), resource_not_found_error 404, conflict_error 409,
 *   parameter_validation_error 422, api_error 500.
 */

const apiVersion = 'application/vnd.conekta-v2.1.0+json';

export type ConektaGatewayOptions = {
  privateKey: string;
  /** Defaults to https://api.conekta.io. */
  apiUrl?: string;
  /** The whole request, answer included; defaults to 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type Rejection = Extract<ChargeResult, { approved: false }>;

type ConektaError = {
  object?: unknown;
  type?: unknown;
  data?: { id?: unknown } | null;
  details?: Array<{ code?: unknown; param?: unknown; message?: unknown }>;
};

type ConektaOrder = {
  id?: unknown;
  payment_status?: unknown;
  charges?: { data?: Array<{ id?: unknown }> };
};

/** Card charges through Conekta's orders API, with a token made by Conekta's script in the browser. */
export function createConektaGateway(options: ConektaGatewayOptions): PaymentGateway {
  const privateKey = options.privateKey.trim();
  if (!privateKey) throw new Error('The Conekta gateway needs a private key');
  const ordersUrl = `${(options.apiUrl ?? 'https://api.conekta.io').replace(/\/+$/, '')}/orders`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  /** Never lets the key reach the payer, even if an answer were to echo it. */
  const reject = (reason: Rejection['reason'], message: string, orderId?: string): Rejection => ({
    approved: false,
    reason,
    message: message.includes(privateKey) ? messages.paymentUnavailable : message,
    ...(orderId && !orderId.includes(privateKey) ? { orderId } : {}),
  });

  return {
    name: 'conekta',
    async charge(request) {
      checkAmount(request);
      let status: number;
      let body: unknown;
      try {
        const response = await doFetch(ordersUrl, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${privateKey}`,
            Accept: apiVersion,
            'Content-Type': 'application/json',
            'Accept-Language': 'es',
            'Idempotency-Key': request.idempotencyKey,
          },
          body: JSON.stringify(orderFor(request)),
          signal: AbortSignal.timeout(timeoutMs),
          // The API never redirects; following one could carry the key elsewhere.
          redirect: 'error',
        });
        status = response.status;
        body = parseJson(await response.text());
      } catch {
        // Refused connection, DNS, timeout: the order may exist; the same idempotency key tells.
        return reject('unknown', messages.paymentUnavailable);
      }

      if (status >= 500) return reject('unknown', messages.paymentUnavailable);
      if (status >= 200 && status < 300) {
        const order = (body ?? {}) as ConektaOrder;
        const orderId = typeof order.id === 'string' ? order.id : undefined;
        const chargeId = order.charges?.data?.[0]?.id;
        if (order.payment_status === 'paid' && orderId && typeof chargeId === 'string') {
          return { approved: true, orderId, chargeId };
        }
        // An order left pending or without a charge was not paid: nothing to confirm.
        return reject('error', messages.paymentUnavailable, orderId);
      }
      const { reason, message, orderId } = rejectionFor((body ?? {}) as ConektaError);
      return reject(reason, message, orderId);
    },
  };
}

function orderFor(request: ChargeRequest) {
  return {
    currency: request.currency,
    customer_info: { name: request.customer.name, email: request.customer.email, phone: request.customer.phone },
    line_items: [{ name: request.item.name, unit_price: request.item.unitPriceCents, quantity: request.item.quantity }],
    charges: [{ payment_method: { type: 'card', token_id: request.tokenId } }],
  };
}

/** Error types whose message speaks about what the payer sent, so it helps them. */
const payerFacingTypes = new Set(['processing_error', 'parameter_validation_error']);

function rejectionFor(error: ConektaError): Omit<Rejection, 'approved'> {
  const type = typeof error.type === 'string' ? error.type : '';
  const detail = error.details?.[0];
  const code = typeof detail?.code === 'string' ? detail.code : '';
  const param = typeof detail?.param === 'string' ? detail.param : '';
  const orderId = typeof error.data?.id === 'string' ? error.data.id : undefined;
  const reason = reasonFor(type, code, param);
  const providerMessage = typeof detail?.message === 'string' ? detail.message.trim() : '';
  // Authentication, malformed request or version conflicts are ours to fix: the payer sees the
  // generic message, not "Acceso no autorizado".
  const message =
    providerMessage && payerFacingTypes.has(type)
      ? providerMessage
      : reason === 'invalid_token'
        ? messages.cardInvalid
        : messages.paymentUnavailable;
  return { reason, message, orderId };
}

function reasonFor(type: string, code: string, param: string): Rejection['reason'] {
  if (code.includes('insufficient_funds')) return 'insufficient_funds';
  if (code.includes('declined') || code.includes('suspicious_behaviour')) return 'declined';
  // The order refers to nothing stored but the card token, so a missing resource is the token.
  if (type === 'resource_not_found_error') return 'invalid_token';
  const aboutTheCard = /token|card|cvc|security_code|expir|payment_method/.test(`${code} ${param}`);
  if (aboutTheCard && (type === 'parameter_validation_error' || type === 'processing_error')) {
    return 'invalid_token';
  }
  // Any other processing error is the bank refusing the card.
  if (type === 'processing_error') return 'declined';
  return 'error';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The provider charges the line item, so a total that disagrees with it is a bug upstream. */
function checkAmount({ amountCents, item }: ChargeRequest) {
  const { unitPriceCents, quantity } = item;
  if (
    !Number.isSafeInteger(unitPriceCents) ||
    !Number.isSafeInteger(quantity) ||
    quantity < 1 ||
    unitPriceCents * quantity !== amountCents
  ) {
    throw new Error(`Charge total ${amountCents} does not match ${quantity} × ${unitPriceCents} centavos`);
  }
}
