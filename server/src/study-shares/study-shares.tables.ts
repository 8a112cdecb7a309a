import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { studies } from '../studies/studies.tables.js';
import { users } from '../users/users.tables.js';

/**
 * A link that opens one study to someone without an account (a referring doctor): the token is
 * shown once and only its hash is kept; it expires, can be revoked, and may ask for a 6-digit PIN
 * (hashed too) that locks the link for a while after too many wrong tries.
 */
export const studyShares = pgTable(
  'study_shares',
  {
    id: serial('id').primaryKey(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    /** Who made it: lab staff, or the patient. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** argon2 hash of the PIN; null when the link asks for none. */
    pinHash: text('pin_hash'),
    allowDownload: boolean('allow_download').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** Times the recipient opened it (after the PIN, when it has one). */
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    /** Wrong PINs since the last right one or lock; at the limit the link locks until lockedUntil. */
    failedPinAttempts: integer('failed_pin_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('study_shares_study_idx').on(table.studyId, table.createdAt),
    check('study_shares_opens_check', sql`${table.opens} >= 0 and ${table.failedPinAttempts} >= 0`),
  ],
);

export type StudyShareRow = typeof studyShares.$inferSelect;

/**
 * The link an «Enviar por correo» email carries: a token of its own that opens the same share
 * (its study, expiry, PIN, lock and revocation are the share's). The email's job makes it when it
 * runs, so the job's data holds no secret (the share's own token exists only in the answer that
 * created it); only the hash is kept. A repeated run of the job replaces its link.
 */
export const studyShareMailLinks = pgTable(
  'study_share_mail_links',
  {
    id: serial('id').primaryKey(),
    shareId: integer('share_id')
      .notNull()
      .references(() => studyShares.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The job that made and mailed it (its id in the job queue): a repeat of that job replaces the link. */
    jobId: uuid('job_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('study_share_mail_links_share_idx').on(table.shareId)],
);
