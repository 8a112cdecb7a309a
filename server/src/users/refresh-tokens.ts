import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../common/tokens.js';
import type { Database } from '../db/client.js';
import type { RequestMeta } from '../deps.js';
import { refreshTokens, sessionFamilies } from './credentials.tables.js';
import { endFamilies } from './session-families.js';
import { openSession } from './sessions.js';
import { users } from './users.tables.js';

/** How long a refresh token renews the session: a phone unused for longer signs in again. */
export const refreshTokenTtlDays = 60;
const refreshTokenTtlMs = refreshTokenTtlDays * 24 * 3600_000;

export type RefreshToken = { refreshToken: string; refreshExpiresAt: Date };

/** A new refresh token of a family (only its hash is stored); the family lives as long as it. */
async function issueRefreshToken(db: Database, familyId: number): Promise<RefreshToken> {
  const refreshToken = newToken();
  const refreshExpiresAt = new Date(Date.now() + refreshTokenTtlMs);
  await db.insert(refreshTokens).values({ familyId, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt });
  await db.update(sessionFamilies).set({ expiresAt: refreshExpiresAt }).where(eq(sessionFamilies.id, familyId));
  return { refreshToken, refreshExpiresAt };
}

/** A sign-in: a new family, its first session and its first refresh token. */
export async function openSessionFamily(db: Database, userId: number, ttlHours: number, meta: RequestMeta) {
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(sessionFamilies)
      .values({ userId, expiresAt: new Date(Date.now() + refreshTokenTtlMs) })
      .returning({ id: sessionFamilies.id });
    const session = await openSession(tx, userId, ttlHours, meta, family.id);
    return { ...session, ...(await issueRefreshToken(tx, family.id)) };
  });
}

export type Renewal =
  | ({ outcome: 'renewed'; userId: number; sessionId: number; token: string; expiresAt: Date } & RefreshToken)
  /** A spent token came back: its family ended; these sessions were open and closed now. */
  | { outcome: 'reused'; userId: number; endedSessionIds: number[] }
  | { outcome: 'invalid' };

/**
 * Spends a refresh token for a new session and the family's next refresh token. A token already
 * spent ends its whole family (someone kept a copy); an unknown or expired one, or one of a
 * deactivated account, renews nothing. Of two requests with one token, one renews and the other
 * counts as a reuse.
 */
export async function renewSession(
  db: Database,
  refreshToken: string,
  ttlHours: number,
  meta: RequestMeta,
): Promise<Renewal> {
  if (!refreshToken) return { outcome: 'invalid' };
  const tokenHash = hashToken(refreshToken);
  const now = new Date();
  return db.transaction(async (tx): Promise<Renewal> => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning({ familyId: refreshTokens.familyId });
    if (!spent) {
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt, userId: sessionFamilies.userId })
        .from(refreshTokens)
        .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known?.usedAt) return { outcome: 'invalid' };
      const endedSessionIds = await endFamilies(tx, eq(sessionFamilies.id, known.familyId));
      return { outcome: 'reused', userId: known.userId, endedSessionIds };
    }
    const [owner] = await tx
      .select({ userId: users.id })
      .from(sessionFamilies)
      .innerJoin(users, eq(users.id, sessionFamilies.userId))
      .where(and(eq(sessionFamilies.id, spent.familyId), eq(users.status, true)));
    if (!owner) return { outcome: 'invalid' };
    const session = await openSession(tx, owner.userId, ttlHours, meta, spent.familyId);
    return { outcome: 'renewed', userId: owner.userId, ...session, ...(await issueRefreshToken(tx, spent.familyId)) };
  });
}
