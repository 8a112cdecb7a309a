import { and, inArray, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../common/tokens.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { passwordResets } from './credentials.tables.js';

/**
 * Single-use links to set the password (opened on /session/reset-password, spent by
 * resetPassword), valid for `ttlMs`, one per user; each replaces any earlier unused link of its
 * user. Pass the transaction that creates the accounts, so an account never exists without its
 * link. One statement each, however many users.
 */
export async function issuePasswordLinks(
  deps: AppDeps,
  db: Database,
  userIds: number[],
  ttlMs: number,
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  if (userIds.length === 0) return links;
  const expiresAt = new Date(Date.now() + ttlMs);
  const rows = userIds.map((userId) => {
    const token = newToken();
    links.set(userId, `${deps.config.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`);
    return { userId, tokenHash: hashToken(token), expiresAt };
  });
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(inArray(passwordResets.userId, userIds), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(rows);
  return links;
}

export async function issuePasswordLink(deps: AppDeps, db: Database, userId: number, ttlMs: number): Promise<string> {
  return (await issuePasswordLinks(deps, db, [userId], ttlMs)).get(userId)!;
}
