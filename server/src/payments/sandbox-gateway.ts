import { randomBytes } from 'node:crypto';
import { messages } from '../../../shared/messages.js';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './payment-gateway.js';

/** The card messages of the provider's test mode, shown to the payer as is. */
export const sandboxMessages = {
  declined: messages.cardDeclined,
  insufficientFunds: messages.cardInsufficientFunds,
} as const;

/** Test tokens and the outcome each one decides, like the provider's own test cards. */
export const sandboxTokens = {
  visa: 'tok_test_visa_4242',
  mastercard: 'tok_test_mastercard_4444',
  declined: 'tok_test_card_declined',
  insufficientFunds: 'tok_test_insufficient_funds',
} as const;

const approvingTokens: ReadonlySet<string> = new Set([sandboxTokens.visa, sandboxTokens.mastercard]);

const rejections: Readonly<Record<string, Extract<ChargeResult, { approved: false }>>> = {
  [sandboxTokens.declined]: { approved: false, reason: 'declined', message: sandboxMessages.declined },
  [sandboxTokens.insufficientFunds]: {
    approved: false,
    reason: 'insufficient_funds',
    message: sandboxMessages.insufficientFunds,
  },
};

/**
 * The embedded gateway: no network, the token decides the outcome. A repeated idempotency key
 * answers the first result without charging again, as long as it is among the last
 * `rememberedKeys` keys (the process forgets older ones, and everything on restart).
 */
export function createSandboxGateway(options: { rememberedKeys?: number } = {}): PaymentGateway {
  const rememberedKeys = options.rememberedKeys ?? 10_000;
  // Promises, not results, so two concurrent requests with one key share a single charge.
  const results = new Map<string, Promise<ChargeResult>>();

  return {
    name: 'sandbox',
    async charge(request) {
      checkAmount(request);
      const known = results.get(request.idempotencyKey);
      if (known) return known;
      const result = Promise.resolve(decide(request.tokenId));
      results.set(request.idempotencyKey, result);
      // A Map iterates in insertion order: the first key is the oldest.
      if (results.size > rememberedKeys) results.delete(results.keys().next().value!);
      return result;
    },
  };
}

function decide(tokenId: string): ChargeResult {
  if (approvingTokens.has(tokenId)) {
    return { approved: true, orderId: `ord_sandbox_${randomId()}`, chargeId: `chr_sandbox_${randomId()}` };
  }
  return rejections[tokenId] ?? { approved: false, reason: 'invalid_token', message: messages.cardInvalid };
}

const randomId = () => randomBytes(10).toString('hex');

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
