import { eq, sql } from 'drizzle-orm';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import type { Actor } from '../common/actor.js';
import { supportRequests } from './support.tables.js';
import { recordRule } from '../access/index.js';

/** Support requests at the desk (/soporte): support staff every request, anyone else their own. */
export const supportRequestRecords = recordRule({
  name: 'support requests',
  table: supportRequests,
  id: supportRequests.id,
  rule: (actor: Actor) =>
    inRoleGroup(actor.role, roleGroups.support) ? sql`true` : eq(supportRequests.requesterId, actor.userId),
});

/** The signed-in user's own support requests ("Mis solicitudes"), support staff included. */
export const mySupportRequestRecords = recordRule({
  name: 'my support requests',
  table: supportRequests,
  id: supportRequests.id,
  rule: (actor: Actor) => eq(supportRequests.requesterId, actor.userId),
});
