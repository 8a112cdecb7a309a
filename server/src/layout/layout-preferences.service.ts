import { eq } from 'drizzle-orm';
import { defaultLayoutPreferences, type LayoutPreferences } from '../../../shared/layout-preferences.js';
import { layoutPreferencesSchema } from '../../../shared/validation/layout-preferences.js';
import type { Actor } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { userLayoutPreferences, type UserLayoutPreferencesRow } from './layout.tables.js';
import { scopedDb } from '../access/index.js';

/** A user's layout choices, with when they saved them last (null: never, the defaults). */
export type LayoutPreferencesView = LayoutPreferences & { updatedAt: Date | null };

const viewOf = (row: UserLayoutPreferencesRow): LayoutPreferencesView => ({
  color: row.color as LayoutPreferences['color'],
  boxed: row.boxed,
  sidebarCollapsed: row.sidebarCollapsed,
  direction: row.direction as LayoutPreferences['direction'],
  transition: row.transition as LayoutPreferences['transition'],
  mobileSearch: row.mobileSearch,
  updatedAt: row.updatedAt,
});

/** The actor's own layout choices; the defaults while they have saved none. Any signed-in user. */
export async function ownLayoutPreferences(deps: AppDeps, actor: Actor): Promise<LayoutPreferencesView> {
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .select()
    .from(userLayoutPreferences)
    .where(eq(userLayoutPreferences.userId, actor.userId));
  return row ? viewOf(row) : { ...defaultLayoutPreferences, updatedAt: null };
}

/**
 * Saves the actor's own layout choices, all of them, and answers them. BAD_USER_INPUT naming the
 * field, nothing saved, for a value outside its set (shared/layout-preferences.ts).
 */
export async function saveOwnLayoutPreferences(
  deps: AppDeps,
  actor: Actor,
  input: unknown,
): Promise<LayoutPreferencesView> {
  const valid = await validateInput(layoutPreferencesSchema, input);
  const values = {
    color: valid.color,
    boxed: valid.boxed,
    sidebarCollapsed: valid.sidebarCollapsed,
    direction: valid.direction,
    transition: valid.transition,
    mobileSearch: valid.mobileSearch,
  };
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .insert(userLayoutPreferences)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: userLayoutPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return viewOf(row);
}
