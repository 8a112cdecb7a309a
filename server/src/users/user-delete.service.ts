import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { AppError, notFound } from '../common/errors.js';
import { isRowId } from '../common/ids.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { announceSessionsEnded } from '../events/session-events.js';
import type { AfterAccountDeletion } from './account-deletion.js';
import { users } from './users.tables.js';
import { scopedDb } from '../access/index.js';

/**
 * Deletes an account completely; it cannot be undone. Removed with it (rows first, in one
 * transaction, then the stored bytes): sessions, reset links and office data, and what the other
 * features keep of the user (foreign keys cascade; each feature's AccountDeletionStep cleans up
 * the rest: the patient's studies with their files, files the user uploaded and never attached,
 * the patient's chat and every message the user wrote with its attachments). A doctor's patients
 * and studies stay, without doctor. Bytes that fail to go are logged and left to the storage sweep.
 */
export async function deleteUser(deps: AppDeps, actor: Actor, userId: number, meta: RequestMeta): Promise<boolean> {
  requireRole(actor, roleGroups.admin);
  if (userId === actor.userId) throw new AppError('FORBIDDEN', messages.ownAccountProtected);
  if (!isRowId(userId)) throw notFound();
  const scoped = scopedDb(deps, actor);
  const afterwards = await scoped.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    const steps: AfterAccountDeletion[] = [];
    for (const step of deps.accountDeletion) steps.push(await step.collect(tx, userId));
    // Studies, their files and group links, the chat and messages, sessions: ON DELETE CASCADE.
    await tx.delete(users).where(eq(users.id, userId));
    return steps;
  });

  await announceSessionsEnded(deps, { userId });
  for (const step of afterwards) await step({ deps, actor, meta, userId });
  return true;
}
