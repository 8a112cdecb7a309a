import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../graphql/connection.js';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { described } from '../../../shared/validation/described.js';
import { labSettingsFields } from '../../../shared/validation/lab-settings.js';

const tenDigits = '10 digits without spaces';

/** The values are the settings' column names, as lab_settings_changes stores them. */
export enum LabSettingName {
  RESULT_READY_NOTIFICATIONS = 'result_ready_notifications',
  CONTACT_PHONE = 'contact_phone',
  WHATSAPP_NUMBER = 'whatsapp_number',
  CONTACT_EMAIL = 'contact_email',
  ADDRESS = 'address',
  PRIVACY_NOTICE_URL = 'privacy_notice_url',
  TERMS_URL = 'terms_url',
  WELCOME_TOUR = 'welcome_tour',
  DEMO_MODE = 'demo_mode',
  DEFAULT_STUDY_EXPIRY_DAYS = 'default_study_expiry_days',
  CHAT_ATTACHMENT_LIMIT_MB = 'chat_attachment_limit_mb',
  MAINTENANCE_BANNER = 'maintenance_banner',
  DICOM_AE_TITLE = 'dicom_ae_title',
  DICOM_CALLING_AE_TITLES = 'dicom_calling_ae_titles',
  SCANNER_STUDY_TYPE_ID = 'scanner_study_type_id',
}
registerEnumType(LabSettingName, {
  name: 'LabSettingName',
  description: 'One of the lab settings (LabSettings has a field of the same name in camelCase).',
  valuesConfig: {
    RESULT_READY_NOTIFICATIONS: { description: 'Patients are told when a result is ready (resultReadyNotifications).' },
    CONTACT_PHONE: { description: "The lab's phone (contactPhone)." },
    WHATSAPP_NUMBER: { description: "The lab's WhatsApp number (whatsappNumber)." },
    CONTACT_EMAIL: { description: "The lab's email (contactEmail)." },
    ADDRESS: { description: "The lab's address (address)." },
    PRIVACY_NOTICE_URL: { description: 'The Aviso de privacidad address (privacyNoticeUrl).' },
    TERMS_URL: { description: 'The terms and conditions address (termsUrl).' },
    WELCOME_TOUR: { description: 'The welcome tour on or off (welcomeTour).' },
    DEMO_MODE: { description: 'Demo mode (demoMode).' },
    DEFAULT_STUDY_EXPIRY_DAYS: { description: "A new study's default expiry (defaultStudyExpiryDays)." },
    CHAT_ATTACHMENT_LIMIT_MB: { description: 'The chat attachment limit (chatAttachmentLimitMb).' },
    MAINTENANCE_BANNER: { description: 'The maintenance notice (maintenanceBanner).' },
    DICOM_AE_TITLE: { description: "The DICOM listener's AE title (dicomAeTitle)." },
    DICOM_CALLING_AE_TITLES: { description: "The scanners' AE titles the listener accepts (dicomCallingAeTitles)." },
    SCANNER_STUDY_TYPE_ID: { description: 'The study type of what a scanner sends (scannerStudyTypeId).' },
  },
});

@ObjectType('LabSettings', {
  description:
    'Every setting of the lab (the /admin screen). Text settings are null while not set. The public ones also reach everyone through appSettings.',
})
export class LabSettingsGql {
  @Field(() => String, { nullable: true, description: `Contact phone, ${tenDigits}.` }) contactPhone!: string | null;
  @Field(() => String, { nullable: true, description: `WhatsApp number, ${tenDigits}.` }) whatsappNumber!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Contact email.' }) contactEmail!: string | null;
  @Field(() => String, { nullable: true, description: 'Address, up to 255 characters.' }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'The Aviso de privacidad, an https address.' })
  privacyNoticeUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'The terms and conditions, an https address.' }) termsUrl!:
    string | null;
  @Field(() => Boolean, { description: 'The welcome tour is shown to users who have not finished it.' })
  welcomeTour!: boolean;
  @Field(() => Boolean, { description: 'Demo mode: the admin menu shows only users and virtuallab.' })
  demoMode!: boolean;
  @Field(() => Int, {
    nullable: true,
    description:
      'Days a new study stays visible when its uploader does not choose: 30, 90, 180, 365 or 730; null: never expires.',
  })
  defaultStudyExpiryDays!: number | null;
  @Field(() => Int, { description: 'The largest chat attachment in MB, 1 to appSettings.fileSizeLimitMb.' })
  chatAttachmentLimitMb!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The notice at the top of every page, up to 200 characters; null: none.',
  })
  maintenanceBanner!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The AE title the lab's scanners call the DICOM listener by; null: the server's DICOM_AE_TITLE.",
  })
  dicomAeTitle!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The scanners' AE titles the DICOM listener accepts, comma-separated (an association from any other is refused); null: the server's DICOM_CALLING_AE_TITLES.",
  })
  dicomCallingAeTitles!: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'The study type of a study made by itself from what a scanner sent for a patient recognised by their "ID para el equipo" (made hidden and in progress); null: such studies wait in the DICOM inbox.',
  })
  scannerStudyTypeId!: number | null;
  @Field(() => Boolean, {
    description:
      "Patients are told (push and chat message) when a study's result is ready; as notificationSettings.resultReady.",
  })
  resultReadyNotifications!: boolean;
  @Field(() => DateTime, { description: "When a setting was last changed (the settings' creation before any change)." })
  updatedAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'The full name of who changed a setting last; null before any change, for the demo data, or after that account was deleted.',
  })
  updatedByName!: string | null;
}

@InputType('LabSettingsInput', {
  description:
    "The settings to change: a field left out keeps its value; null (or '') clears an optional text or the default expiry. Each field's rule is in its description; one broken answers BAD_USER_INPUT naming the field with the form's Spanish message, and nothing is saved.",
})
export class LabSettingsInput {
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'contactPhone') })
  contactPhone?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'whatsappNumber') })
  whatsappNumber?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'contactEmail') })
  contactEmail?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'address') })
  address?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'privacyNoticeUrl') })
  privacyNoticeUrl?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'termsUrl') })
  termsUrl?: string | null;
  @Field(() => Boolean, { nullable: true, description: described(labSettingsFields, 'welcomeTour') })
  welcomeTour?: boolean;
  @Field(() => Boolean, { nullable: true, description: described(labSettingsFields, 'demoMode') })
  demoMode?: boolean;
  @Field(() => Int, { nullable: true, description: described(labSettingsFields, 'defaultStudyExpiryDays') })
  defaultStudyExpiryDays?: number | null;
  @Field(() => Int, { nullable: true, description: described(labSettingsFields, 'chatAttachmentLimitMb') })
  chatAttachmentLimitMb?: number;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'maintenanceBanner') })
  maintenanceBanner?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'dicomAeTitle') })
  dicomAeTitle?: string | null;
  @Field(() => String, { nullable: true, description: described(labSettingsFields, 'dicomCallingAeTitles') })
  dicomCallingAeTitles?: string | null;
  @Field(() => ID, { nullable: true, description: described(labSettingsFields, 'scannerStudyTypeId') })
  scannerStudyTypeId?: number | null;
  @Field(() => Boolean, { nullable: true, description: described(labSettingsFields, 'resultReadyNotifications') })
  resultReadyNotifications?: boolean;
}

@ObjectType('LabSettingsChange', { description: 'One setting changed: from what, to what, by whom and when.' })
export class LabSettingsChangeGql {
  @Field(() => ID, { description: 'The entry; entries are never changed or deleted.' }) id!: number;
  @Field(() => LabSettingName, { description: 'The setting.' }) setting!: LabSettingName;
  @Field(() => String, {
    nullable: true,
    description: 'The value before, as text: "true"/"false", a number of days or MB, or the text; null: not set.',
  })
  oldValue!: string | null;
  @Field(() => String, { nullable: true, description: 'The value after, written like oldValue.' })
  newValue!: string | null;
  @Field(() => DateTime, { description: 'When it was changed.' }) changedAt!: Date;
  @Field(() => String, {
    nullable: true,
    description: 'The full name of who changed it; null for the demo data or after that account was deleted.',
  })
  changedByName!: string | null;
}

export const LabSettingsChangeConnectionGql = connectionOf(LabSettingsChangeGql, 'LabSettingsChange', {
  entries: 'changes of the lab settings',
  order: 'newest first',
  total: 'How many changes were logged.',
});
