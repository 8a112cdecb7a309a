import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';

/** The one row of lab_settings. */
export const labSettingsId = 1;

/**
 * The lab's own settings (the /admin screen): one row, one typed column per setting, so each has
 * its type, its default and its check in the database. A new setting is a new column. Text
 * settings are null when not set (never ''); their limits are those of
 * shared/validation/lab-settings.ts.
 */
export const labSettings = pgTable(
  'lab_settings',
  {
    id: integer('id').primaryKey().default(labSettingsId),
    /** Patients are told (push and chat message) when a study's result is ready. */
    resultReadyNotifications: boolean('result_ready_notifications').notNull().default(true),
    /** The lab's contact phone, 10 digits. */
    contactPhone: text('contact_phone'),
    /** The lab's WhatsApp number, 10 digits (Mexico). */
    whatsappNumber: text('whatsapp_number'),
    contactEmail: text('contact_email'),
    address: text('address'),
    /** The Aviso de privacidad, an https address. */
    privacyNoticeUrl: text('privacy_notice_url'),
    /** The terms and conditions, an https address. */
    termsUrl: text('terms_url'),
    /** The app's welcome tour is offered to users who have not finished it. */
    welcomeTour: boolean('welcome_tour').notNull().default(true),
    /** Demo mode: the admin menu shows only users and virtuallab (SPEC point 6). */
    demoMode: boolean('demo_mode').notNull().default(false),
    /** Days a new study stays visible when its uploader does not say; null: it never expires. */
    defaultStudyExpiryDays: integer('default_study_expiry_days'),
    /** The largest chat attachment in MB (never above the server's FILE_SIZE_LIMIT_MB). */
    chatAttachmentLimitMb: integer('chat_attachment_limit_mb').notNull().default(5),
    /** A notice shown at the top of every portal page; null: none. */
    maintenanceBanner: text('maintenance_banner'),
    /** The AE title the DICOM listener answers to; null: the server's DICOM_AE_TITLE. */
    dicomAeTitle: text('dicom_ae_title'),
    /** The scanners' AE titles the listener accepts, comma-separated; null: the server's DICOM_CALLING_AE_TITLES. */
    dicomCallingAeTitles: text('dicom_calling_ae_titles'),
    /**
     * The type of a study made by itself from what a scanner sent for a known patient ("Tipo de
     * estudio de lo recibido del equipo"); null: such studies wait in the inbox for staff.
     */
    scannerStudyTypeId: integer('scanner_study_type_id').references(() => studyTypes.id, { onDelete: 'set null' }),
    /** Who changed a setting last; null before any change or after that account is deleted. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('lab_settings_one_row', sql`${table.id} = 1`),
    check('lab_settings_contact_phone_check', sql`${table.contactPhone} ~ '^[0-9]{10}$'`),
    check('lab_settings_whatsapp_number_check', sql`${table.whatsappNumber} ~ '^[0-9]{10}$'`),
    check(
      'lab_settings_contact_email_check',
      sql`char_length(${table.contactEmail}) between 3 and 254 and ${table.contactEmail} like '%@%'`,
    ),
    check('lab_settings_address_check', sql`char_length(${table.address}) between 1 and 255`),
    check(
      'lab_settings_privacy_notice_url_check',
      sql`char_length(${table.privacyNoticeUrl}) <= 500 and ${table.privacyNoticeUrl} ilike 'https:%'`,
    ),
    check(
      'lab_settings_terms_url_check',
      sql`char_length(${table.termsUrl}) <= 500 and ${table.termsUrl} ilike 'https:%'`,
    ),
    check(
      'lab_settings_default_study_expiry_days_check',
      sql`${table.defaultStudyExpiryDays} in (30, 90, 180, 365, 730)`,
    ),
    check('lab_settings_chat_attachment_limit_mb_check', sql`${table.chatAttachmentLimitMb} >= 1`),
    check('lab_settings_maintenance_banner_check', sql`char_length(${table.maintenanceBanner}) between 1 and 200`),
    check('lab_settings_dicom_ae_title_check', sql`char_length(${table.dicomAeTitle}) between 1 and 16`),
    check('lab_settings_dicom_calling_ae_titles_check', sql`char_length(${table.dicomCallingAeTitles}) <= 500`),
  ],
);

export type LabSettingsRow = typeof labSettings.$inferSelect;

/**
 * Every change of a setting: one row per setting that actually changed, with its value before
 * and after as text (null: not set), who changed it and when. Append only.
 */
export const labSettingsChanges = pgTable(
  'lab_settings_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The setting's column name in lab_settings. */
    setting: text('setting').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    /** Null for the system (the demo seed) or after that account is deleted. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'lab_settings_changes_setting_check',
      sql`${table.setting} in ('result_ready_notifications', 'contact_phone', 'whatsapp_number', 'contact_email', 'address', 'privacy_notice_url', 'terms_url', 'welcome_tour', 'demo_mode', 'default_study_expiry_days', 'chat_attachment_limit_mb', 'maintenance_banner', 'dicom_ae_title', 'dicom_calling_ae_titles', 'scanner_study_type_id')`,
    ),
  ],
);

export type LabSettingsChangeRow = typeof labSettingsChanges.$inferSelect;
