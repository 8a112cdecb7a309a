import { and, asc, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import type { NotificationAudience } from '../../../shared/validation/notification.js';
import type { Database } from '../db/client.js';
import { sessionFamilies } from '../users/credentials.tables.js';
import { users, userTypes } from '../users/users.tables.js';
import { pushDevices, type PushDeviceRow } from './devices.tables.js';

export type PushAudience = NotificationAudience;

/** Rows read per query: 100,000 devices are 100 short reads, never one large answer in memory. */
export const devicePageSize = 1000;

/**
 * The reachable devices (see `reachable`) of the active users of an audience, in pages of up to devicePageSize rows in id
 * order (each page one keyset query, so devices registered meanwhile with a higher id are
 * included). USER needs `userId`; without it, or for an unknown or deactivated user, nothing.
 */
export async function* devicesForAudience(
  db: Database,
  audience: PushAudience,
  userId?: number,
): AsyncGenerator<PushDeviceRow[]> {
  if (audience === 'USER' && userId === undefined) return;
  let after = 0;
  for (;;) {
    const page = await devicePage(db, audience, userId, after);
    if (page.length === 0) return;
    yield page;
    if (page.length < devicePageSize) return;
    after = page[page.length - 1].id;
  }
}

/**
 * One page of an audience's devices: those with an id above `after`, in id order, at most `size`.
 * USER without `userId` answers none.
 */
export async function devicePage(
  db: Database,
  audience: PushAudience,
  userId: number | null | undefined,
  after: number,
  size = devicePageSize,
): Promise<PushDeviceRow[]> {
  if (audience === 'USER' && (userId === undefined || userId === null)) return [];
  const ids = deviceIdPage(db, audience, userId, after, size);
  return db.select().from(pushDevices).where(inArray(pushDevices.id, ids)).orderBy(asc(pushDevices.id));
}

/**
 * The query of one page of an audience's device ids (as devicePage), to run inside another
 * statement: the fan-out turns it into deliveries without reading the devices.
 */
export function deviceIdPage(
  db: Database,
  audience: PushAudience,
  userId: number | null | undefined,
  after: number,
  size = devicePageSize,
) {
  return db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .innerJoin(users, eq(users.id, pushDevices.userId))
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(sessionFamilies, eq(sessionFamilies.id, pushDevices.familyId))
    .where(and(gt(pushDevices.id, after), reachable(), audienceFilter(audience, userId ?? undefined)))
    .orderBy(asc(pushDevices.id))
    .limit(size);
}

/** How many devices an audience has now (active users only). */
export async function audienceDeviceCount(
  db: Database,
  audience: PushAudience,
  userId: number | null | undefined,
): Promise<number> {
  if (audience === 'USER' && (userId === undefined || userId === null)) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(pushDevices)
    .innerJoin(users, eq(users.id, pushDevices.userId))
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(sessionFamilies, eq(sessionFamilies.id, pushDevices.familyId))
    .where(and(reachable(), audienceFilter(audience, userId ?? undefined)));
  return row.count;
}

/**
 * A device a push may go to, on push_devices ⋈ users ⟕ session_families: its user is active and
 * the sign-in that registered it has not expired (an ended one took the device with it). Devices
 * registered before sign-ins had families have none and stay reachable.
 */
const reachable = (now = new Date()): SQL =>
  and(eq(users.status, true), or(isNull(pushDevices.familyId), gt(sessionFamilies.expiresAt, now)))!;

/** The users' condition of an audience; none for ALL. */
function audienceFilter(audience: PushAudience, userId: number | undefined): SQL | undefined {
  switch (audience) {
    case 'ALL':
      return undefined;
    case 'PATIENTS':
      return eq(userTypes.slug, 'patient');
    case 'STAFF':
      return inArray(userTypes.slug, [...roleGroups.staff]);
    case 'USER':
      return userId === undefined ? sql`false` : eq(pushDevices.userId, userId);
  }
}
