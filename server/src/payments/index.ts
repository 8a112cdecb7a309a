/** The card payment gateway (Conekta or the sandbox), reached through `deps.payments`: what other features may use of it. */
export type { ChargeResult } from './payment-gateway.js';
export { PaymentGatewayKind } from './payments.types.js';
