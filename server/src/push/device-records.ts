import { eq } from 'drizzle-orm';
import { recordRule } from '../access/index.js';
import type { Actor } from '../common/actor.js';
import { pushDevices } from './devices.tables.js';

/** A phone registered for pushes: only the user it belongs to sees, keeps or drops it. */
export const deviceRecords = recordRule({
  name: 'devices',
  table: pushDevices,
  id: pushDevices.id,
  rule: (actor: Actor) => eq(pushDevices.userId, actor.userId),
});
