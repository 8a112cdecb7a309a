import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { appContentMessages } from '../messages/app-content.js';
import { notificationMessages } from '../messages/notifications.js';
import { personMessages } from '../messages/person.js';
import { portalMessages as pm } from '../portal-messages.js';
import { optionalHttpsLink } from './https-link.js';
import { expiryChoices } from './study.js';

const m = { ...appContentMessages, ...notificationMessages, ...personMessages };

/** The notification settings as the settings screen and the API send them, described as NotificationSettingsInput shows them. */
export const notificationSettingsSchema = object({
  resultReady: boolean()
    .strict()
    .typeError(m.resultReadySettingRequired)
    .required(m.resultReadySettingRequired)
    .meta({ description: "Whether patients are told (push and chat message) when a study's result is ready." }),
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

const tenDigits = `${limits.phoneDigits} digits without spaces`;

/** The chat attachment limit, but its ceiling: the server's upload cap, which labSettingsSchema adds. */
const chatAttachmentLimit = () =>
  number()
    .typeError(pm.chatAttachmentLimitInvalid)
    .nonNullable(pm.chatAttachmentLimitInvalid)
    .integer(pm.chatAttachmentLimitInvalid)
    .min(1, pm.chatAttachmentLimitInvalid)
    .optional()
    .meta({ description: 'The largest chat attachment in MB, 1 to appSettings.fileSizeLimitMb; not null.' });

/**
 * The lab's settings (/admin) as the form and the API send them, each with the one description
 * GraphQL's LabSettingsInput shows. Every field is optional: left out keeps its value; null (or '')
 * clears an optional one. The chat attachment limit's ceiling is in labSettingsSchema.
 */
export const labSettingsFields = object({
  contactPhone: optionalText()
    .matches(digits, { message: m.phoneInvalid, excludeEmptyString: true })
    .meta({ description: `Contact phone, ${tenDigits} ("El teléfono debe ser de 10 dígitos").` }),
  whatsappNumber: optionalText()
    .matches(digits, { message: pm.whatsappInvalid, excludeEmptyString: true })
    .meta({ description: `WhatsApp number, ${tenDigits}.` }),
  contactEmail: optionalText()
    .max(labSettingsLimits.emailLength, pm.settingsEmailMax)
    .email(m.emailInvalid)
    .meta({ description: 'Contact email, up to 254 characters.' }),
  address: optionalText()
    .max(labSettingsLimits.addressLength, pm.settingsAddressMax)
    .meta({ description: 'Address, up to 255 characters.' }),
  privacyNoticeUrl: optionalHttpsLink(labSettingsLimits.linkLength, {
    invalid: m.httpsLinkInvalid,
    max: pm.legalLinkMax,
  }).meta({ description: 'The Aviso de privacidad: https://…, up to 500 characters.' }),
  termsUrl: optionalHttpsLink(labSettingsLimits.linkLength, { invalid: m.httpsLinkInvalid, max: pm.legalLinkMax }).meta(
    { description: 'The terms and conditions: https://…, up to 500 characters.' },
  ),
  welcomeTour: onOff(pm.settingOnOffRequired).meta({ description: 'The welcome tour on or off; not null.' }),
  demoMode: onOff(pm.settingOnOffRequired).meta({ description: 'Demo mode on or off; not null.' }),
  resultReadyNotifications: onOff(m.resultReadySettingRequired).meta({
    description: 'Whether patients are told when a result is ready; not null.',
  }),
  // '' is the form's "Sin vencimiento", as null.
  defaultStudyExpiryDays: mixed<number>()
    .transform((value: unknown) => (value === '' ? null : value))
    .nullable()
    .test('expiry-choice', pm.defaultExpiryInvalid, (value) =>
      value == null ? true : (expiryChoices as readonly unknown[]).includes(value),
    )
    .optional()
    .meta({ description: "A new study's default expiry: 30, 90, 180, 365 or 730 days; null: never expires." }),
  chatAttachmentLimitMb: chatAttachmentLimit(),
  maintenanceBanner: optionalText()
    .max(labSettingsLimits.maintenanceBannerLength, pm.maintenanceBannerMax)
    .meta({ description: 'The notice at the top of every page, up to 200 characters.' }),
  dicomAeTitle: optionalText().matches(aeTitle, { message: pm.aeTitleInvalid, excludeEmptyString: true }).meta({
    description:
      "The DICOM listener's AE title: 1 to 16 characters of ASCII without a backslash; null: the server's default.",
  }),
  // Written as the admin likes ("A, B" or "A,B"), kept as "A,B".
  dicomCallingAeTitles: optionalText()
    .test(
      'ae-titles',
      pm.callingAeTitlesInvalid,
      (value) => value == null || aeTitleList(value).every((title) => aeTitle.test(title)),
    )
    .transform((value: string | null | undefined) => (value == null ? value : aeTitleList(value).join(',') || null))
    .meta({
      description:
        "The scanners' AE titles the listener accepts, comma-separated, each like dicomAeTitle; null: the server's default.",
    }),
  // '' is the form's "Ninguno", as null.
  scannerStudyTypeId: number()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .typeError(pm.scannerStudyTypeInvalid)
    .integer(pm.scannerStudyTypeInvalid)
    .positive(pm.scannerStudyTypeInvalid)
    .nullable()
    .optional()
    .meta({
      description:
        'The study type of what a scanner sends for a known patient (studyTypes); null: it waits in the inbox.',
    }),
});

/**
 * The lab's settings with every rule: `fileSizeLimitMb` is the server's upload cap
 * (appSettings.fileSizeLimitMb), the most a chat attachment limit may be.
 */
export const labSettingsSchema = ({ fileSizeLimitMb }: { fileSizeLimitMb: number }) =>
  labSettingsFields.shape({
    chatAttachmentLimitMb: chatAttachmentLimit().max(fileSizeLimitMb, pm.chatAttachmentLimitInvalid),
  });

export type LabSettingsChanges = InferType<ReturnType<typeof labSettingsSchema>>;
