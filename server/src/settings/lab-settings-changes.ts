import { count, desc, eq, lt } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isIdKey, sizeOrDefault } from '../common/cursors.js';
import { fullNameOf } from '../common/names.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';
import { labSettings, labSettingsChanges, type LabSettingsRow } from './settings.tables.js';
import { scopedDb } from '../access/index.js';

/** The settings an administrator changes, by their key in the row (and in the API's input). */
export const editableSettings = [
  'resultReadyNotifications',
  'contactPhone',
  'whatsappNumber',
  'contactEmail',
  'address',
  'privacyNoticeUrl',
  'termsUrl',
  'welcomeTour',
  'demoMode',
  'defaultStudyExpiryDays',
  'chatAttachmentLimitMb',
  'maintenanceBanner',
  'dicomAeTitle',
  'dicomCallingAeTitles',
  'scannerStudyTypeId',
] as const satisfies readonly (keyof LabSettingsRow)[];

export type EditableSetting = (typeof editableSettings)[number];
export type SettingValues = Partial<Pick<LabSettingsRow, EditableSetting>>;

/** One change as the history shows it. */
export type LabSettingsChangeView = {
  id: number;
  /** The setting's column name (the LabSettingName enum's values). */
  setting: string;
  oldValue: string | null;
  newValue: string | null;
  changedAt: Date;
  changedByName: string | null;
};

const cursorList = 'lab-settings-changes';

/** The settings of `values` whose value differs from the row's. */
export function changedSettings(row: LabSettingsRow, values: SettingValues): EditableSetting[] {
  return editableSettings.filter((key) => key in values && values[key] !== row[key]);
}

/** Logs the settings `changed` between `before` and `after`, one row each. */
export async function recordChanges(
  db: Database,
  before: LabSettingsRow,
  after: LabSettingsRow,
  changed: readonly EditableSetting[],
  changedBy: number | null,
): Promise<void> {
  await db.insert(labSettingsChanges).values(
    changed.map((key) => ({
      setting: labSettings[key].name,
      oldValue: asText(before[key]),
      newValue: asText(after[key]),
      changedBy,
      changedAt: after.updatedAt,
    })),
  );
}

/**
 * A page of the settings' history, newest first, for the staff who read the settings. Ids come
 * from one sequence in the order the changes were written, so they order the history.
 */
export async function labSettingsChangesPage(
  deps: AppDeps,
  actor: Actor,
  page: { first?: number | null; after?: string | null },
): Promise<Connection<LabSettingsChangeView>> {
  requireRole(actor, roleGroups.administration);
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor(cursorList, page.after, 'after', isIdKey)[0] : undefined;
  const scoped = scopedDb(deps, actor);
  const [rows, [{ total }]] = await Promise.all([
    scoped.db
      .select({
        id: labSettingsChanges.id,
        setting: labSettingsChanges.setting,
        oldValue: labSettingsChanges.oldValue,
        newValue: labSettingsChanges.newValue,
        changedAt: labSettingsChanges.changedAt,
        name: users.name,
        lastname: users.lastname,
        motherLastname: users.motherLastname,
      })
      .from(labSettingsChanges)
      .leftJoin(users, eq(users.id, labSettingsChanges.changedBy))
      .where(after ? lt(labSettingsChanges.id, after) : undefined)
      .orderBy(desc(labSettingsChanges.id))
      .limit(first + 1),
    scoped.db.select({ total: count() }).from(labSettingsChanges),
  ]);
  const views = rows.map(({ name, lastname, motherLastname, ...change }) => ({
    ...change,
    changedByName: name === null ? null : fullNameOf({ name, lastname, motherLastname }),
  }));
  return forwardPage(views, first, total, (view) => encodeCursor(cursorList, [view.id]), after !== undefined);
}

const asText = (value: string | number | boolean | null) => (value === null ? null : String(value));
