import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.tables.js';

// An account's credentials: its signed-in sessions, the refresh families that renew them on a
// phone, and its links to set the password.

/**
 * A sign-in and every session renewed from it with its refresh tokens (one per login, so one per
 * phone or browser). Ending a family deletes its row: its refresh tokens go with it (cascade), its
 * sessions lose the link after being revoked, and the push devices it registered are removed.
 * `expiresAt` moves forward with every renewal: a phone unused for that long signs in again.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('session_families_user_id_idx').on(table.userId)],
);

/** Signed-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The sign-in it belongs to; null for sessions opened before families existed, or once it ended. */
    familyId: integer('family_id').references(() => sessionFamilies.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId, table.createdAt),
    index('sessions_family_id_idx').on(table.familyId),
  ],
);

/**
 * The refresh tokens of a family, each usable once: renewing spends it and issues the next one.
 * Presenting a spent one again means it was copied, and ends the whole family. Only the SHA-256
 * of the token is stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);

/** Single-use, expiring password-reset links. Only the SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);
