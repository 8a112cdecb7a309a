import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PaymentGatewayKind } from '../payments/payments.types.js';

/** The values are the server's NODE_ENV (config.env). */
export enum ServerEnvironment {
  DEVELOPMENT = 'development',
  PRODUCTION = 'production',
  TEST = 'test',
}
registerEnumType(ServerEnvironment, {
  name: 'ServerEnvironment',
  description: 'Which kind of server answers.',
  valuesConfig: {
    DEVELOPMENT: { description: "A developer's server: demo data, mail written to files, Apollo Sandbox on /graphql." },
    PRODUCTION: { description: 'The live server: real data, real payments when paymentGateway is CONEKTA.' },
    TEST: { description: 'A server started by the automated tests.' },
  },
});

@ObjectType('AppSettings', {
  description: 'Client configuration that is safe to show to anyone; read it once at start-up.',
})
export class AppSettingsGql {
  @Field(() => Boolean, { description: 'Demo mode: the admin menu shows only users and virtuallab.' })
  demoMode!: boolean;
  @Field(() => Int, {
    description:
      'The largest file the server accepts in one upload (study files, chat attachments, images), in megabytes (MiB, 1,048,576 bytes); larger ones answer BAD_USER_INPUT.',
  })
  fileSizeLimitMb!: number;
  @Field(() => ServerEnvironment, { description: 'Which kind of server answers.' }) environment!: ServerEnvironment;
  @Field(() => PaymentGatewayKind, { description: 'The card provider whose SDK tokenizes cards for payCourse.' })
  paymentGateway!: PaymentGatewayKind;
  @Field(() => String, {
    description: "The provider's public key for tokenizing cards on the device (never the private key).",
  })
  paymentPublicKey!: string;
}
