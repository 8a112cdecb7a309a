import { and, eq, exists, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Role } from '../../../shared/limits.js';
import type { SessionEndReason } from '../../../shared/session-end.js';
import type { Actor } from '../common/actor.js';
import { hashToken, newToken } from '../common/tokens.js';
import type { Database } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import type { RequestMeta } from '../deps.js';
import { users, userTypes } from './users.tables.js';
import { sessions } from './credentials.tables.js';
import { endUserFamilies } from './session-families.js';

/** Opens a session for a user and returns its id and bearer token (only its hash is stored). */
export async function openSession(
  db: Database,
  userId: number,
  ttlHours: number,
  meta: RequestMeta,
  familyId?: number,
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  const [session] = await db
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
      familyId,
    })
    .returning({ id: sessions.id });
  return { sessionId: session.id, token, expiresAt };
}

/**
 * The actor behind a bearer token, or null when the session was closed, has expired or its
 * user is deactivated: each of these ends access at once (the statement reads them every time).
 */
export async function resolveSession(db: Database, token: string | undefined): Promise<Actor | null> {
  if (!token) return null;
  const [row] = await liveSessionQueries(db).byToken.execute({ tokenHash: hashToken(token), now: nowParam() });
  return toActor(row);
}

/**
 * Why a token that opens no session was refused, when its holder must be told: the account it
 * was issued to is deactivated. Null for an unknown token and for sessions that ended otherwise.
 */
export async function sessionEndReason(db: Database, token: string | undefined): Promise<SessionEndReason | null> {
  if (!token) return null;
  const [row] = await db
    .select({ active: users.status })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row && !row.active ? 'ACCOUNT_DEACTIVATED' : null;
}

/** The actor of a session still open, by its id (a signed file link carries it). */
export async function resolveSessionById(db: Database, sessionId: number): Promise<Actor | null> {
  if (!Number.isSafeInteger(sessionId) || sessionId <= 0) return null;
  const [row] = await liveSessionQueries(db).byId.execute({ sessionId, now: nowParam() });
  return toActor(row);
}

/**
 * The session lookups every signed-in request runs, prepared once: the session, its user and the
 * user's role in one statement. The time is a parameter (not the database's now()) so that the
 * server's clock decides expiry, as it does where sessions are opened.
 */
const liveSessionQueries = preparedPerDatabase((db) => {
  const live = (which: SQL) =>
    db
      .select({ sessionId: sessions.id, userId: users.id, role: userTypes.slug })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(and(which, sessionIsLive(sql.placeholder('now'))));
  return {
    byToken: live(eq(sessions.tokenHash, sql.placeholder('tokenHash'))).prepare('live_session_by_token'),
    byId: live(eq(sessions.id, sql.placeholder('sessionId'))).prepare('live_session_by_id'),
  };
});

/** A timestamptz parameter of a prepared statement (drivers pass a placeholder's value as it is). */
const nowParam = () => new Date().toISOString();

function toActor(row: { sessionId: number; userId: number; role: string } | undefined): Actor | null {
  return row ? { sessionId: row.sessionId, userId: row.userId, role: row.role as Role } : null;
}

/** When an open session ends by itself; null when it is no longer open. */
export async function sessionExpiresAt(db: Database, sessionId: number): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), sessionIsLive(new Date())));
  return row?.expiresAt ?? null;
}

/**
 * The preferred locale of the user a bearer token was given to, even once the session ended (to
 * tell them so in their language); null for an unknown token.
 */
export async function tokenOwnerLocale(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ locale: users.preferredLocale })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.locale ?? null;
}

/** Open, in time, and its user active: on sessions ⋈ users. */
const sessionIsLive = (now: Date | ReturnType<typeof sql.placeholder>): SQL =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, true))!;

const queryBuilder = new QueryBuilder();

/**
 * The same liveness as resolveSessionById, as a condition to put in another query's WHERE: the
 * actor's session is still open, its user still active and still of the actor's role. A request
 * that carries its actor signed (a viewer grant) checks it this way in the query that reads.
 */
export function sessionStillOpen(actor: Actor, now = new Date()): SQL {
  return exists(
    queryBuilder
      .select({ one: sql`1` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(
        and(
          eq(sessions.id, actor.sessionId),
          eq(sessions.userId, actor.userId),
          eq(userTypes.slug, actor.role),
          sessionIsLive(now),
        ),
      ),
  );
}

export async function revokeSession(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every open session of a user (deactivation, password change), optionally but one, and every
 * sign-in's family with its refresh tokens and push devices (but the family of the one kept).
 */
export async function revokeUserSessions(db: Database, userId: number, options: { except?: number } = {}) {
  await endUserFamilies(db, userId, options.except);
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.except !== undefined) conditions.push(ne(sessions.id, options.except));
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
