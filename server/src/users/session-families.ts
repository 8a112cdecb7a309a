/* The sign-ins (session families) of an account and how they end. */
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessionFamilies, sessions } from './credentials.tables.js';

/**
 * Ends the families chosen by `which` (a condition on session_families): their sessions are
 * revoked, then the families deleted, which takes their refresh tokens and their push devices.
 * Answers the sessions that were open until now.
 */
export async function endFamilies(db: Database, which: SQL): Promise<number[]> {
  const ended = await db.select({ id: sessionFamilies.id }).from(sessionFamilies).where(which);
  if (ended.length === 0) return [];
  const ids = ended.map((family) => family.id);
  const revoked: number[] = [];
  for (const id of ids) {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.familyId, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    revoked.push(...rows.map((row) => row.id));
    await db.delete(sessionFamilies).where(eq(sessionFamilies.id, id));
  }
  return revoked;
}

/**
 * Logout: ends the family of a session (the session itself, the others renewed in the same
 * sign-in, its refresh tokens and the devices it registered). A session without a family is
 * just revoked. Answers the sessions closed.
 */
export async function endSessionFamily(db: Database, sessionId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ familyId: sessions.familyId });
    if (!session) return [];
    const others = session.familyId === null ? [] : await endFamilies(tx, eq(sessionFamilies.id, session.familyId));
    return [sessionId, ...others];
  });
}

/**
 * Ends every family of a user (password change, deactivation, "cerrar sesión en todos los
 * dispositivos"), but the one of `exceptSessionId` when given: the caller's own sign-in stays.
 */
export async function endUserFamilies(db: Database, userId: number, exceptSessionId?: number): Promise<void> {
  const [kept] =
    exceptSessionId === undefined
      ? []
      : await db.select({ familyId: sessions.familyId }).from(sessions).where(eq(sessions.id, exceptSessionId));
  const keptFamily = kept?.familyId ?? undefined;
  await endFamilies(
    db,
    and(eq(sessionFamilies.userId, userId), keptFamily === undefined ? undefined : ne(sessionFamilies.id, keptFamily))!,
  );
}

/** The family a session belongs to, while it is open; null for a session without one. */
export async function familyOfSession(db: Database, sessionId: number): Promise<number | null> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row?.familyId ?? null;
}
