import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { AppError, notFound } from '../common/errors.js';
import type { Database, Transaction } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { announceSessionsEnded } from '../events/session-events.js';
import { revokeUserSessions } from './sessions.js';
import { isRowId } from '../common/ids.js';
import { getUserDetail, type UserDetail } from './user-detail.service.js';
import { users } from './users.tables.js';
import { scopedDb } from '../access/index.js';

/**
 * Deactivates an account: it loses the portal and the mobile app at once. Its sessions are
 * revoked (the next /heartbeat answers 401) and every instance closes its open WebSockets; what
 * other features keep for the account's use (its push devices) goes with the status change.
 */
export async function deactivateUser(deps: AppDeps, actor: Actor, userId: number): Promise<UserDetail> {
  requireRole(actor, roleGroups.admin);
  if (userId === actor.userId) throw new AppError('FORBIDDEN', messages.ownAccountProtected);
  const scoped = scopedDb(deps, actor);
  await scoped.db.transaction(async (tx) => {
    await setStatus(tx, userId, false);
    for (const step of deps.accountDeactivation) await step.remove(tx, userId);
  });
  await endUserSessions(deps, actor, userId);
  return getUserDetail(deps, actor, userId);
}

/** Gives a deactivated account its access back: the user signs in again. */
export async function reactivateUser(deps: AppDeps, actor: Actor, userId: number): Promise<UserDetail> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  await setStatus(scoped.db, userId, true);
  return getUserDetail(deps, actor, userId);
}

/** Ends every session of a user (but `exceptSessionId`), here and on every other instance. */
export async function endUserSessions(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  exceptSessionId?: number,
): Promise<void> {
  const scoped = scopedDb(deps, actor);
  await revokeUserSessions(scoped.db, userId, { except: exceptSessionId });
  await announceSessionsEnded(deps, { userId, exceptSessionId });
}

async function setStatus(db: Database | Transaction, userId: number, status: boolean): Promise<void> {
  if (!isRowId(userId)) throw notFound();
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound();
}
