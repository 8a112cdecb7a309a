/** The card payment gateway (Conekta or the sandbox), reached through `deps.payments`. */
import type { Feature } from '../feature.js';

export type { ChargeResult } from './payment-gateway.js';
export { PaymentGatewayKind } from './payments.types.js';

export const paymentsFeature: Feature = { name: 'payments' };
