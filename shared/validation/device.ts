import { mixed, object, string, type InferType } from 'yup';
import { isLocale, type Locale } from '../locales.js';
import { generalMessages } from '../messages/general.js';
import { notificationMessages } from '../messages/notifications.js';

const m = { ...generalMessages, ...notificationMessages };

/** The longest push token kept (the push_devices.token column's rule); FCM tokens are far shorter. */
export const deviceTokenLength = 4096;
/** The longest app version kept (the push_devices.app_version column). */
export const appVersionLength = 40;

/** Where the app runs; the values are the stored ones. */
export const devicePlatforms = ['ANDROID', 'IOS', 'WEB'] as const;
export type DevicePlatform = (typeof devicePlatforms)[number];

/** A device the app registers for push notifications after sign-in. */
export const deviceSchema = object({
  token: string().trim().required(m.deviceTokenRequired).max(deviceTokenLength, m.deviceTokenMax),
  platform: mixed<DevicePlatform>()
    .required(m.devicePlatformInvalid)
    .oneOf([...devicePlatforms], m.devicePlatformInvalid),
  appVersion: string().trim().required(m.appVersionRequired).max(appVersionLength, m.appVersionMax),
  locale: mixed<Locale>()
    .required(m.localeInvalid)
    .test('locale', m.localeInvalid, (value) => typeof value === 'string' && isLocale(value)),
});

export type DeviceInput = InferType<typeof deviceSchema>;
