import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** File actions (the study's own record) and reads of clinical data, as stored. */
export const fileActions = ['view', 'download', 'upload', 'delete'] as const;
export const readActions = ['patient_read', 'study_list_read', 'study_read', 'chat_attachment_download'] as const;
/** What the lab sent the patient about a study: the "result ready" push and chat message. */
export const noticeActions = ['result_ready_push', 'result_ready_chat_message'] as const;
/** A study's images opened in the viewer (one row per viewing session), and a share link opened or its ZIP downloaded. */
export const imagingActions = ['viewer_open', 'share_open', 'share_download'] as const;
export type AccessAction =
  | (typeof fileActions)[number]
  | (typeof readActions)[number]
  | (typeof noticeActions)[number]
  | (typeof imagingActions)[number];
/** How the data was reached: the portal in a browser, the patients' app, or a share link without an account. */
export type AccessChannel = 'portal' | 'app' | 'share';

/**
 * The clinical access log: who read a patient's record, study list or study, viewed,
 * downloaded, uploaded or deleted a study file, downloaded a chat attachment, or told a patient
 * that a result is ready (push, chat message), when, from where, and whether it was allowed or refused (a refused row holds the id that was asked for).
 * Append only, and without foreign keys: the record outlives the study, the file and the user.
 * The table keeps its first name, from when it held only study files.
 */
export const accessLog = pgTable(
  'study_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The patient the row concerns; null where unknown (a refused file or study id). */
    patientId: integer('patient_id'),
    /** The patient's full name when the row was written. */
    patientName: text('patient_name'),
    /** Null for a read of a patient's record or study list. */
    studyId: integer('study_id'),
    fileId: integer('file_id'),
    /** The chat message whose attachment was downloaded, or the lab's "result ready" message. */
    chatMessageId: integer('chat_message_id'),
    /** The study file's or the attachment's name. */
    fileName: text('file_name'),
    /** Null for a share link's recipient, who has no account (see shareId). */
    userId: integer('user_id'),
    userName: text('user_name'),
    action: text('action').$type<AccessAction>().notNull(),
    /** False for a refused attempt: the object did not exist for that user. */
    allowed: boolean('allowed').notNull().default(true),
    /** How it was reached, where it matters (viewer and share links); null for older rows. */
    channel: text('channel').$type<AccessChannel>(),
    /** The share link used or opened (study_shares), for its recipient's rows. */
    shareId: integer('share_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('study_access_log_study_idx').on(table.studyId, table.at),
    index('study_access_log_action_idx').on(table.action, table.at),
    index('study_access_log_patient_idx').on(table.patientId, table.at, table.id),
    index('study_access_log_user_idx').on(table.userId, table.at, table.id),
    index('study_access_log_at_idx').on(table.at, table.id),
    check(
      'study_access_log_action_check',
      sql`${table.action} in ('view', 'download', 'upload', 'delete', 'patient_read', 'study_list_read', 'study_read', 'chat_attachment_download', 'result_ready_push', 'result_ready_chat_message', 'viewer_open', 'share_open', 'share_download')`,
    ),
    check('study_access_log_channel_check', sql`${table.channel} in ('portal', 'app', 'share')`),
  ],
);

export type AccessLogRow = typeof accessLog.$inferSelect;
