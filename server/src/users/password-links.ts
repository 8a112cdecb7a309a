import { and, eq, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../common/tokens.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { passwordResets } from './credentials.tables.js';

/**
 * A single-use link to set the password (opened on /session/reset-password, spent by
 * resetPassword), valid for `ttlMs`; it replaces any earlier unused link of its user. Made by the
 * job that emails it, inside a transaction (`db`), so a repeated run leaves one working link.
 */
export async function issuePasswordLink(deps: AppDeps, db: Database, userId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) });
  return `${deps.config.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`;
}
