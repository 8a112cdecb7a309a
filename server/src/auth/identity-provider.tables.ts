import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from '../users/credentials.tables.js';
import { users } from '../users/users.tables.js';

/**
 * Sign-ins through the identity provider under way: made when the browser leaves for the
 * provider (PKCE verifier, state and nonce), bound to that browser by a cookie of which only the
 * SHA-256 is kept, deleted when the provider sends the browser back. They live 10 minutes.
 */
export const identityProviderSignIns = pgTable(
  'identity_provider_sign_ins',
  {
    id: serial('id').primaryKey(),
    browserKeyHash: text('browser_key_hash').notNull().unique(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The portal path to open after signing in (the login page's redirect parameter). */
    redirect: text('redirect'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('identity_provider_sign_ins_expires_at_idx').on(table.expiresAt)],
);

/**
 * Accounts the provider vouched for, waiting for the portal to exchange their one-time code
 * (only its SHA-256 is kept) for a session: the code travels in a URL fragment, the session token
 * never does. Single use; they live 2 minutes.
 */
export const identityProviderHandoffs = pgTable(
  'identity_provider_handoffs',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token').notNull(),
    idToken: text('id_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('identity_provider_handoffs_expires_at_idx').on(table.expiresAt),
    index('identity_provider_handoffs_user_id_idx').on(table.userId),
  ],
);

/** Portal sessions opened through the identity provider, with its ID token for RP-initiated logout. */
export const identityProviderSessions = pgTable('identity_provider_sessions', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  idToken: text('id_token').notNull(),
});
