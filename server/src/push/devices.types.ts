import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { Locale } from '../../../shared/locales.js';
import type { DevicePlatform } from '../../../shared/validation/device.js';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { LocaleGql } from '../graphql/locale-enum.js';

/** The platform enum; the values are the stored ones. */
export const DevicePlatformGql: Record<DevicePlatform, DevicePlatform> = { ANDROID: 'ANDROID', IOS: 'IOS', WEB: 'WEB' };

registerEnumType(DevicePlatformGql, {
  name: 'DevicePlatform',
  description: 'Where the app that registers a push token runs: it decides how the push is delivered.',
  valuesConfig: {
    ANDROID: { description: 'The Android app (Firebase Cloud Messaging token).' },
    IOS: { description: 'The iOS app (Firebase Cloud Messaging token; delivered through APNs).' },
    WEB: { description: 'A web browser (Firebase Cloud Messaging web push token).' },
  },
});

@ObjectType('PushDevice', {
  description: "A phone or browser registered to receive the signed-in user's push notifications.",
})
export class PushDeviceGql {
  @Field(() => ID, { description: 'The registration; stable while the token stays with this user.' }) id!: number;
  @Field(() => String, { description: 'The push token, as registered (trimmed).' }) token!: string;
  @Field(() => DevicePlatformGql, { description: 'Where the app runs.' }) platform!: DevicePlatform;
  @Field(() => String, { description: 'The version of the app that registered the token last.' })
  appVersion!: string;
  @Field(() => LocaleGql, {
    description:
      "The app's language as it reported it, for information: pushes, like the inbox and the emails, are written in the user's `preferredLocale` (setPreferredLocale).",
  })
  locale!: Locale;
  @Field(() => DateTime, { description: 'When this user registered the token first.' })
  createdAt!: Date;
  @Field(() => DateTime, { description: 'When the token was registered last.' })
  lastSeenAt!: Date;
}

@InputType('RegisterDeviceInput', {
  description: 'The device to receive push notifications, as the app sends it after each sign-in and app start.',
})
export class RegisterDeviceInput {
  @Field(() => String, {
    description:
      'The Firebase Cloud Messaging registration token of the app on this device, required, at most 4096 characters; trimmed.',
  })
  token!: string;
  @Field(() => DevicePlatformGql, { description: 'Where the app runs.' }) platform!: DevicePlatform;
  @Field(() => String, {
    description: 'The version of the app, required, at most 40 characters ("2.4.1" or "2.4.1 (301)").',
  })
  appVersion!: string;
  @Field(() => LocaleGql, {
    description:
      "The app's language, kept for information. It does not change the language of the pushes: they follow the user's `preferredLocale`, set by setPreferredLocale or by signing in with an Accept-Language header.",
  })
  locale!: Locale;
}
