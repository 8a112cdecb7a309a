/** What the browser hands to the card provider; it never goes to our server. */
export type CardDetails = {
  number: string;
  name: string;
  /** "01" to "12". */
  expMonth: string;
  /** Two or four digits ("27" or "2027"). */
  expYear: string;
  cvc: string;
};

/** Turns a card into the provider's single-use token, or rejects with a CardTokenError. */
export type CardTokenizer = (card: CardDetails) => Promise<string>;

/**
 * The provider refused the card. `providerMessage` is the provider's text for the payer, kept for
 * the console; the page shows the spec's own message (SPEC point 8).
 */
export class CardTokenError extends Error {
  constructor(readonly providerMessage?: string) {
    super(providerMessage ?? 'card rejected by the tokenizer');
    this.name = 'CardTokenError';
  }
}
