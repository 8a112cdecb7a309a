import { and, eq, type SQL } from 'drizzle-orm';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import { isRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import { supportRequests, type SupportRequestRow } from './support.tables.js';

/** Whether the actor handles support requests (admin, laboratory, office-admin). */
export const isSupportStaff = (actor: Actor) => inRoleGroup(actor.role, roleGroups.support);

/** The requests the actor may open: every one for support staff, their own for anyone else. */
export function visibleRequests(actor: Actor): SQL | undefined {
  return isSupportStaff(actor) ? undefined : ownRequests(actor);
}

/** The actor's own requests, whatever their role. */
export const ownRequests = (actor: Actor): SQL => eq(supportRequests.requesterId, actor.userId);

/**
 * The request `id` if `where` lets the actor see it; NOT_FOUND otherwise, as for a request that
 * does not exist, so nobody learns which requests others sent.
 */
export async function requireRequest(db: Database, id: number, where: SQL | undefined): Promise<SupportRequestRow> {
  if (!isRowId(id)) throw notFound();
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.id, id), where));
  if (!row) throw notFound();
  return row;
}
