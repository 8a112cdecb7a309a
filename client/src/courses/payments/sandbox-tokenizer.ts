import { isCurrentExpiry } from '../../../../shared/validation/card-checks.js';
import { CardTokenError, type CardDetails } from './card-tokenizer.js'; // .js: also compiled by the Node tests

/**
 * The provider's documented test cards and the test tokens the sandbox server gateway knows
 * (server/src/payments/sandbox-gateway.ts).
 */
export const sandboxTestCards: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_test_visa_4242',
  '5555555555554444': 'tok_test_mastercard_4444',
  '4000000000000002': 'tok_test_card_declined',
  '4000000000009995': 'tok_test_insufficient_funds',
};

type Options = { now?: Date; delayMs?: number };

/**
 * The browser half of the sandbox gateway: behaves like the provider's test mode. Only the test
 * cards get a token; any other number, an expired or malformed expiry, a bad CVC or a missing
 * name is refused the way the real tokenizer refuses it.
 */
export async function sandboxTokenize(
  card: CardDetails,
  { now = new Date(), delayMs = 400 }: Options = {},
): Promise<string> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const number = card.number.replace(/[\s-]/g, '');
  const token = sandboxTestCards[number];
  if (!token) throw new CardTokenError('not a test card number');
  if (card.name.trim() === '') throw new CardTokenError('cardholder name missing');
  if (!/^\d{3}$/.test(card.cvc)) throw new CardTokenError('invalid CVC');
  if (!isValidExpiry(card.expMonth, card.expYear, now)) throw new CardTokenError('expired or malformed expiry');
  return token;
}

/** A card is valid through the last day of its expiry month in Mexico City, as the form checks it. */
function isValidExpiry(month: string, year: string, now: Date): boolean {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  return isCurrentExpiry(`${month.padStart(2, '0')}/${year.slice(-2)}`, now);
}
