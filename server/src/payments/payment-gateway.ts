/** One card charge, in MXN centavos, with a token made in the browser (the server never sees the card). */
export type ChargeRequest = {
  tokenId: string;
  amountCents: number;
  currency: 'MXN';
  /** Line item: the course name, unit price and quantity (places). */
  item: { name: string; unitPriceCents: number; quantity: number };
  customer: { name: string; email: string; phone: string };
  /** Same key, same charge: a retried request never charges twice. */
  idempotencyKey: string;
};

export type ChargeResult =
  | { approved: true; orderId: string; chargeId: string }
  /**
   * `message` is shown to the payer as is, in Spanish. `error`: the provider refused the request,
   * nothing was charged. `unknown`: no answer (network, timeout, provider failure), the card may
   * have been charged; asking again with the same idempotency key tells.
   */
  | {
      approved: false;
      message: string;
      reason: 'declined' | 'insufficient_funds' | 'invalid_token' | 'error' | 'unknown';
      orderId?: string;
    };

/** A card payment provider. */
export type PaymentGateway = {
  name: 'sandbox' | 'conekta';
  charge(request: ChargeRequest): Promise<ChargeResult>;
};
