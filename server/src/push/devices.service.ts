import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { roles } from '../../../shared/limits.js';
import { deviceSchema } from '../../../shared/validation/device.js';
import { type Actor, requireRole } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { pushDevices, type PushDeviceRow } from './devices.tables.js';
import { scopedDb } from '../access/index.js';
import { deviceRecords } from './device-records.js';
import { familyOfSession } from '../users/index.js';

/** Devices one user keeps: registering one more drops the one seen longest ago. */
export const maxDevicesPerUser = 10;

/**
 * Registers the signed-in user's device for push notifications and answers it. Idempotent per
 * token: the same token again refreshes its platform, version, locale and last sign of life. A
 * token registered by another account moves to this one (a phone signed in with a new account):
 * a phone's pushes go to whoever uses it now. The device belongs to the caller's sign-in: it is
 * removed when that ends (logout, a reused refresh token, a password change). A user keeps at
 * most maxDevicesPerUser devices. Any role.
 */
export async function registerDevice(deps: AppDeps, actor: Actor, input: unknown): Promise<PushDeviceRow> {
  requireRole(actor, roles);
  const device = await validateInput(deviceSchema, input);
  const now = new Date();
  const scoped = scopedDb(deps, actor);
  // The sign-in registering it now, also when the token was registered before (by another sign-in
  // or another account): it goes when that sign-in ends.
  const values = {
    platform: device.platform,
    appVersion: device.appVersion,
    locale: device.locale,
    userId: actor.userId,
    familyId: await familyOfSession(scoped.db, actor.sessionId),
    lastSeenAt: now,
  };
  return scoped.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushDevices)
      .values({ token: device.token, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: pushDevices.token,
        // A token that changes hands is a new registration for its new owner.
        set: {
          ...values,
          createdAt: sql`case when ${pushDevices.userId} = excluded.user_id then ${pushDevices.createdAt} else excluded.created_at end`,
        },
      })
      .returning();
    const kept = tx
      .select({ id: pushDevices.id })
      .from(pushDevices)
      .where(eq(pushDevices.userId, actor.userId))
      .orderBy(desc(pushDevices.lastSeenAt), desc(pushDevices.id))
      .limit(maxDevicesPerUser);
    await tx.delete(pushDevices).where(and(eq(pushDevices.userId, actor.userId), notInArray(pushDevices.id, kept)));
    return row;
  });
}

/**
 * Removes one of the signed-in user's devices (at sign-out); true when it was theirs and is gone.
 * A token that is unknown or registered to another account answers false and changes nothing.
 */
export async function unregisterDevice(deps: AppDeps, actor: Actor, token: string): Promise<boolean> {
  requireRole(actor, roles);
  const scoped = scopedDb(deps, actor);
  const removed = await scoped.db
    .delete(pushDevices)
    .where(and(eq(pushDevices.token, token.trim()), scoped.visible(deviceRecords)))
    .returning({ id: pushDevices.id });
  return removed.length > 0;
}
