import { registerEnumType } from 'type-graphql';

/** The values are the configured and stored gateway names (config.paymentGateway, course_registrations.payment_provider). */
export enum PaymentGatewayKind {
  SANDBOX = 'sandbox',
  CONEKTA = 'conekta',
}
registerEnumType(PaymentGatewayKind, {
  name: 'PaymentGateway',
  description: 'The card payment provider. The device tokenizes the card with it; the server charges the token.',
  valuesConfig: {
    SANDBOX: {
      description:
        'The built-in test provider (development and demos): no card is charged; test tokens decide the outcome ("tok_test_visa_4242" approves, "tok_test_card_declined" and "tok_test_insufficient_funds" decline).',
    },
    CONEKTA: { description: "Conekta (conekta.com): tokenize with Conekta's SDK and appSettings.paymentPublicKey." },
  },
});
