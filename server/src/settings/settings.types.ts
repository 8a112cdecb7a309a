import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTime } from '../graphql/date-scalars.js';
import { PaymentGatewayKind } from '../payments/index.js';
import { described } from '../../../shared/validation/described.js';
import { notificationSettingsSchema } from '../../../shared/validation/lab-settings.js';

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

@ObjectType('LabContact', {
  description: 'How patients reach the lab; each null while the administrator has not set it.',
})
export class LabContactGql {
  @Field(() => String, { nullable: true, description: 'Phone number, 10 digits without spaces ("5512345678").' })
  phone!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'WhatsApp number, 10 digits of a Mexican number; open a chat with https://wa.me/52<whatsapp>.',
  })
  whatsapp!: string | null;
  @Field(() => String, { nullable: true, description: 'Email address.' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal address, one line, up to 255 characters.' })
  address!: string | null;
}

@ObjectType('IdentityProviderSettings', {
  description: "The lab's identity provider, when the portal offers signing in through it (web portal).",
})
export class IdentityProviderSettingsGql {
  @Field(() => String, {
    nullable: true,
    description:
      'The sign-in button\'s text the lab chose (such as "Entrar con la cuenta del laboratorio"), as typed; null: show the app\'s own translated text.',
  })
  buttonLabel!: string | null;
  @Field(() => String, {
    description:
      'The path the sign-in button opens in the browser (/auth/oidc/start); add `?redirect=<portal path>` to open that path afterwards.',
  })
  startPath!: string;
}

@ObjectType('AppSettings', {
  description:
    "Client configuration and the lab's public settings (the /admin screen), safe to show to anyone; read them at start-up and when the app comes back to the foreground.",
})
export class AppSettingsGql {
  @Field(() => Boolean, {
    description:
      "Demo mode, the administrator's setting: the admin menu of the portal shows only users and virtuallab.",
  })
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
  @Field(() => LabContactGql, { description: "The lab's phone, WhatsApp, email and address." }) contact!: LabContactGql;
  @Field(() => String, {
    nullable: true,
    description: 'The Aviso de privacidad (privacy notice), an https address to open in a browser; null while not set.',
  })
  privacyNoticeUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The terms and conditions, an https address to open in a browser; null while not set.',
  })
  termsUrl!: string | null;
  @Field(() => Boolean, {
    description:
      'Whether the welcome tour is shown to a user who has not finished it yet (true unless the lab turned it off).',
  })
  welcomeTour!: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      'Days a new study stays visible to the doctor and the patient when its uploader does not choose (createStudy without expiresInDays): 30, 90, 180, 365 or 730; null: it never expires.',
  })
  defaultStudyExpiryDays!: number | null;
  @Field(() => Int, {
    description:
      'The largest chat attachment in megabytes (MiB), 1 to fileSizeLimitMb; sendChatMessage answers BAD_USER_INPUT (attachment) for a larger file.',
  })
  chatAttachmentLimitMb!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'A notice to show at the top of every screen while it is set (up to 200 characters, such as planned maintenance); null: no notice.',
  })
  maintenanceBanner!: string | null;
  @Field(() => IdentityProviderSettingsGql, {
    nullable: true,
    description:
      "Signing in through the lab's identity provider (OpenID Connect), offered by the web portal's sign-in page; null when the lab has none configured.",
  })
  identityProvider!: IdentityProviderSettingsGql | null;
}

@ObjectType('NotificationSettings', {
  description: 'What the lab tells patients by itself (the /admin settings). Admins only.',
})
export class NotificationSettingsGql {
  @Field(() => Boolean, {
    description:
      'true (the default): when a study with files is saved for a patient, or shown again, the patient gets a RESULT_READY push ("Tu resultado está listo", in their language) and a message from the lab in their chat with a link to the study, once per study. false: nothing is sent, and studies saved meanwhile are told about only if they are saved again (a file added, shown again) once it is true.',
  })
  resultReady!: boolean;
  @Field(() => DateTime, { description: "When a setting was last changed (the settings' creation before any change)." })
  updatedAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'The full name of the admin who changed them last; null before any change or after that account was deleted.',
  })
  updatedByName!: string | null;
}

@InputType('NotificationSettingsInput', { description: 'The notification settings to save, all of them.' })
export class NotificationSettingsInput {
  @Field(() => Boolean, { description: described(notificationSettingsSchema, 'resultReady') }) resultReady!: boolean;
}
