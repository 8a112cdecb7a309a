import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { messages as m } from '../messages.js';
import { portalMessages as pm } from '../portal-messages.js';
import { optionalHttpsLink } from './https-link.js';
import { expiryChoices } from './study.js';

/** The notification settings as the settings screen and the API send them. */
export const notificationSettingsSchema = object({
  resultReady: boolean().strict().typeError(m.resultReadySettingRequired).required(m.resultReadySettingRequired),
});

export type NotificationSettingsInput = InferType<typeof notificationSettingsSchema>;

/** Limits of the lab's text settings (the database checks the same). */
export const labSettingsLimits = {
  emailLength: 254,
  addressLength: 255,
  linkLength: 500,
  maintenanceBannerLength: 200,
} as const;

/** A DICOM AE title: 1 to 16 characters of printable ASCII without a backslash (PS3.5, AE). */
export const aeTitle = /^[\x20-\x5b\x5d-\x7e]{1,16}$/;

/** The AE titles of a comma-separated list, trimmed, empty ones left out. */
export const aeTitleList = (value: string) =>
  value
    .split(',')
    .map((title) => title.trim())
    .filter(Boolean);

const digits = new RegExp(`^\\d{${limits.phoneDigits}}$`);

/** An optional text: trimmed; '' is null (not set); left out keeps the current value. */
const optionalText = () =>
  string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? null : value))
    .nullable()
    .optional();

/** An on/off setting: true or false; left out keeps the current value. */
const onOff = (message: string) => boolean().strict().typeError(message).nonNullable(message).optional();

/**
 * The lab's settings (/admin) as the form and the API send them. Every field is optional: left out
 * keeps its value; null (or '') clears an optional one. `fileSizeLimitMb` is the server's upload cap
 * (appSettings.fileSizeLimitMb), the most a chat attachment limit may be.
 */
export const labSettingsSchema = ({ fileSizeLimitMb }: { fileSizeLimitMb: number }) =>
  object({
    contactPhone: optionalText().matches(digits, { message: m.phoneInvalid, excludeEmptyString: true }),
    whatsappNumber: optionalText().matches(digits, { message: pm.whatsappInvalid, excludeEmptyString: true }),
    contactEmail: optionalText().max(labSettingsLimits.emailLength, pm.settingsEmailMax).email(m.emailInvalid),
    address: optionalText().max(labSettingsLimits.addressLength, pm.settingsAddressMax),
    privacyNoticeUrl: optionalHttpsLink(labSettingsLimits.linkLength, {
      invalid: m.httpsLinkInvalid,
      max: pm.legalLinkMax,
    }),
    termsUrl: optionalHttpsLink(labSettingsLimits.linkLength, { invalid: m.httpsLinkInvalid, max: pm.legalLinkMax }),
    welcomeTour: onOff(pm.settingOnOffRequired),
    demoMode: onOff(pm.settingOnOffRequired),
    resultReadyNotifications: onOff(m.resultReadySettingRequired),
    // '' is the form's "Sin vencimiento", as null.
    defaultStudyExpiryDays: mixed<number>()
      .transform((value: unknown) => (value === '' ? null : value))
      .nullable()
      .test('expiry-choice', pm.defaultExpiryInvalid, (value) =>
        value == null ? true : (expiryChoices as readonly unknown[]).includes(value),
      )
      .optional(),
    chatAttachmentLimitMb: number()
      .typeError(pm.chatAttachmentLimitInvalid)
      .nonNullable(pm.chatAttachmentLimitInvalid)
      .integer(pm.chatAttachmentLimitInvalid)
      .min(1, pm.chatAttachmentLimitInvalid)
      .max(fileSizeLimitMb, pm.chatAttachmentLimitInvalid)
      .optional(),
    maintenanceBanner: optionalText().max(labSettingsLimits.maintenanceBannerLength, pm.maintenanceBannerMax),
    dicomAeTitle: optionalText().matches(aeTitle, { message: pm.aeTitleInvalid, excludeEmptyString: true }),
    // Written as the admin likes ("A, B" or "A,B"), kept as "A,B".
    dicomCallingAeTitles: optionalText()
      .test(
        'ae-titles',
        pm.callingAeTitlesInvalid,
        (value) => value == null || aeTitleList(value).every((title) => aeTitle.test(title)),
      )
      .transform((value: string | null | undefined) => (value == null ? value : aeTitleList(value).join(',') || null)),
    // '' is the form's "Ninguno", as null.
    scannerStudyTypeId: number()
      .transform((value: unknown, original: unknown) => (original === '' ? null : value))
      .typeError(pm.scannerStudyTypeInvalid)
      .integer(pm.scannerStudyTypeInvalid)
      .positive(pm.scannerStudyTypeInvalid)
      .nullable()
      .optional(),
  });

export type LabSettingsChanges = InferType<ReturnType<typeof labSettingsSchema>>;
