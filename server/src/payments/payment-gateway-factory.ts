import { createConektaGateway } from './conekta-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway } from './sandbox-gateway.js';

export type PaymentGatewayConfig = {
  paymentGateway: 'sandbox' | 'conekta';
  conektaPrivateKey?: string;
  conektaApiUrl?: string;
};

/** The configured card gateway; fails at startup, not at the first payment, when Conekta has no key. */
export function createPaymentGateway(config: PaymentGatewayConfig): PaymentGateway {
  switch (config.paymentGateway) {
    case 'sandbox':
      return createSandboxGateway();
    case 'conekta': {
      const privateKey = config.conektaPrivateKey?.trim();
      if (!privateKey) {
        throw new Error(
          'The Conekta payment gateway is selected but no Conekta private key is configured: ' +
            'set the private key or choose the sandbox gateway.',
        );
      }
      return createConektaGateway({ privateKey, apiUrl: config.conektaApiUrl || undefined });
    }
    default:
      throw new Error(`Unknown payment gateway: ${String(config.paymentGateway satisfies never)}`);
  }
}
