import { eq } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import { notificationSettingsSchema } from '../../../shared/validation/lab-settings.js';
import { type Actor, requireRole } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import { fullNameOf } from '../common/names.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';
import { labSettings, labSettingsId, type LabSettingsRow } from './settings.tables.js';

/** The notification settings as the settings screen shows them. */
export type NotificationSettings = {
  resultReady: boolean;
  updatedAt: Date;
  /** Who changed them last; null before any change or after that account is deleted. */
  updatedByName: string | null;
};

/**
 * The lab's settings row, for the features that follow a setting (no actor: reading a setting
 * discloses nothing). The row is created with every default if it is missing.
 */
export async function labSettingsRow(db: Database): Promise<LabSettingsRow> {
  const [row] = await db.select().from(labSettings).where(eq(labSettings.id, labSettingsId));
  if (row) return row;
  await db.insert(labSettings).values({ id: labSettingsId }).onConflictDoNothing();
  const [created] = await db.select().from(labSettings).where(eq(labSettings.id, labSettingsId));
  return created;
}

/** The notification settings; admins only. */
export async function notificationSettings(deps: AppDeps, actor: Actor): Promise<NotificationSettings> {
  requireRole(actor, roleGroups.admin);
  return settingsView(deps.db, await labSettingsRow(deps.db));
}

/** Changes the notification settings and records who did; admins only. */
export async function updateNotificationSettings(
  deps: AppDeps,
  actor: Actor,
  input: unknown,
): Promise<NotificationSettings> {
  requireRole(actor, roleGroups.admin);
  const valid = await validateInput(notificationSettingsSchema, input);
  const changes = { resultReadyNotifications: valid.resultReady, updatedBy: actor.userId, updatedAt: new Date() };
  const [row] = await deps.db
    .insert(labSettings)
    .values({ id: labSettingsId, ...changes })
    .onConflictDoUpdate({ target: labSettings.id, set: changes })
    .returning();
  return settingsView(deps.db, row);
}

async function settingsView(db: Database, row: LabSettingsRow): Promise<NotificationSettings> {
  const [editor] = row.updatedBy
    ? await db
        .select({ name: users.name, lastname: users.lastname, motherLastname: users.motherLastname })
        .from(users)
        .where(eq(users.id, row.updatedBy))
    : [];
  return {
    resultReady: row.resultReadyNotifications,
    updatedAt: row.updatedAt,
    updatedByName: editor ? fullNameOf(editor) : null,
  };
}
