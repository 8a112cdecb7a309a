import { eq } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import { labSettingsSchema, notificationSettingsSchema } from '../../../shared/validation/lab-settings.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { badInput, validateInput } from '../common/errors.js';
import { fullNameOf } from '../common/names.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';
import { changedSettings, type EditableSetting, type SettingValues, recordChanges } from './lab-settings-changes.js';
import { labSettings, labSettingsId, type LabSettingsRow } from './settings.tables.js';
import { scopedDb, type ScopedDb } from '../access/index.js';

/** The notification settings as the settings screen shows them. */
export type NotificationSettings = {
  resultReady: boolean;
  updatedAt: Date;
  /** Who changed them last; null before any change or after that account is deleted. */
  updatedByName: string | null;
};

/** Every setting of the lab, with who changed one last and when (the /admin screen). */
export type LabSettingsView = LabSettingsRow & { updatedByName: string | null };

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
  const scoped = scopedDb(deps, actor);
  return notificationView(await settingsView(scoped.db, await labSettingsRow(scoped.db)));
}

/** Changes the notification settings, logging the change and who made it; admins only. */
export async function updateNotificationSettings(
  deps: AppDeps,
  actor: Actor,
  input: unknown,
): Promise<NotificationSettings> {
  requireRole(actor, roleGroups.admin);
  const valid = await validateInput(notificationSettingsSchema, input);
  const scoped = scopedDb(deps, actor);
  return notificationView(await saveSettings(scoped, { resultReadyNotifications: valid.resultReady }));
}

/** Every setting, for the staff who see the Administración group (only admins change them). */
export async function labSettingsOf(deps: AppDeps, actor: Actor): Promise<LabSettingsView> {
  requireRole(actor, roleGroups.administration);
  const scoped = scopedDb(deps, actor);
  return settingsView(scoped.db, await labSettingsRow(scoped.db));
}

/**
 * Changes the settings given (those left out keep their value) and logs each one that changed;
 * admins, and the system for the demo seed. BAD_USER_INPUT naming the field, nothing saved, when
 * one breaks its rule (shared/validation/lab-settings.ts).
 */
export async function updateLabSettings(deps: AppDeps, caller: Caller, input: unknown): Promise<LabSettingsView> {
  requireRole(caller, withSystem(roleGroups.admin));
  const valid = await validateInput(labSettingsSchema({ fileSizeLimitMb: deps.config.fileSizeLimitMb }), input);
  const scoped = scopedDb(deps, caller);
  if (valid.scannerStudyTypeId) {
    const [type] = await scoped.db
      .select({ id: studyTypes.id })
      .from(studyTypes)
      .where(eq(studyTypes.id, valid.scannerStudyTypeId));
    if (!type) throw badInput('scannerStudyTypeId', portalMessages.scannerStudyTypeInvalid);
  }
  const given = Object.fromEntries(Object.entries(valid).filter(([, value]) => value !== undefined));
  return saveSettings(scoped, given as SettingValues);
}

/** Writes `values` and a change row per setting whose value differs, together. */
async function saveSettings(scoped: ScopedDb<Caller>, values: SettingValues): Promise<LabSettingsView> {
  const { actor: caller } = scoped;
  await labSettingsRow(scoped.db);
  const changedBy = caller.role === 'system' ? null : caller.userId;
  const row = await scoped.db.transaction(async (tx) => {
    const [before] = await tx.select().from(labSettings).where(eq(labSettings.id, labSettingsId)).for('update');
    const changed = changedSettings(before, values);
    if (changed.length === 0) return before;
    const set = Object.fromEntries(changed.map((key: EditableSetting) => [key, values[key]]));
    const [after] = await tx
      .update(labSettings)
      .set({ ...set, updatedBy: changedBy, updatedAt: new Date() })
      .where(eq(labSettings.id, labSettingsId))
      .returning();
    await recordChanges(tx as unknown as Database, before, after, changed, changedBy);
    return after;
  });
  return settingsView(scoped.db, row);
}

async function settingsView(db: Database, row: LabSettingsRow): Promise<LabSettingsView> {
  const [editor] = row.updatedBy
    ? await db
        .select({ name: users.name, lastname: users.lastname, motherLastname: users.motherLastname })
        .from(users)
        .where(eq(users.id, row.updatedBy))
    : [];
  return { ...row, updatedByName: editor ? fullNameOf(editor) : null };
}

const notificationView = (view: LabSettingsView): NotificationSettings => ({
  resultReady: view.resultReadyNotifications,
  updatedAt: view.updatedAt,
  updatedByName: view.updatedByName,
});
