import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import type { AppDeps } from '../deps.js';
import { users, userTypes } from '../users/users.tables.js';
import { pushDevices, type PushDeviceRow } from './devices.tables.js';

/** Who a notification goes to: every device, the patients', the staff's, or one user's. */
export const pushAudiences = ['ALL', 'PATIENTS', 'STAFF', 'USER'] as const;
export type PushAudience = (typeof pushAudiences)[number];

/** Rows read per query: 100,000 devices are 100 short reads, never one large answer in memory. */
export const devicePageSize = 1000;

/**
 * The devices of the active users of an audience, in pages of up to devicePageSize rows in id
 * order (each page one keyset query, so devices registered meanwhile with a higher id are
 * included). USER needs `userId`; without it, or for an unknown or deactivated user, nothing.
 */
export async function* devicesForAudience(
  deps: AppDeps,
  audience: PushAudience,
  userId?: number,
): AsyncGenerator<PushDeviceRow[]> {
  if (audience === 'USER' && userId === undefined) return;
  const filter = audienceFilter(audience, userId);
  let after = 0;
  for (;;) {
    const page = await deps.db
      .select({ device: pushDevices })
      .from(pushDevices)
      .innerJoin(users, eq(users.id, pushDevices.userId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(and(gt(pushDevices.id, after), eq(users.status, true), filter))
      .orderBy(asc(pushDevices.id))
      .limit(devicePageSize);
    if (page.length === 0) return;
    yield page.map((row) => row.device);
    if (page.length < devicePageSize) return;
    after = page[page.length - 1].device.id;
  }
}

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
      return eq(pushDevices.userId, userId!);
  }
}
