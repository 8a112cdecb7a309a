import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { getOwnProfile } from './profile.service.js';
import type { UserView } from './user-view.js';
import { users } from './users.tables.js';
import { scopedDb } from '../access/index.js';

/**
 * Records that the signed-in user finished or skipped the welcome tour, so no device shows it
 * again; the first moment stays when it is called again. Only the caller's own row is written.
 */
export async function finishWelcomeTour(deps: AppDeps, actor: Actor): Promise<UserView> {
  const scoped = scopedDb(deps, actor);
  await scoped.db
    .update(users)
    .set({ welcomeTourFinishedAt: sql`coalesce(${users.welcomeTourFinishedAt}, now())` })
    .where(eq(users.id, actor.userId));
  return getOwnProfile(deps, actor);
}

/** Shows the welcome tour to the signed-in user again, on every device, until they finish or skip it. */
export async function restartWelcomeTour(deps: AppDeps, actor: Actor): Promise<UserView> {
  const scoped = scopedDb(deps, actor);
  await scoped.db.update(users).set({ welcomeTourFinishedAt: null }).where(eq(users.id, actor.userId));
  return getOwnProfile(deps, actor);
}
