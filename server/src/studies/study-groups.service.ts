import { asc, count, eq } from 'drizzle-orm';
import { studyGroupSchema } from '../../../shared/validation/study.js';
import { notFound, validateInput } from '../common/errors.js';
import { sanitizeRichText } from '../common/rich-text.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { studyGroupLinks, studyGroups } from './studies.tables.js';
import { scopedDb } from '../access/index.js';

/** Study groups with how many studies each holds, by name; staff and doctors read them (and the system actor). */
export function listStudyGroups(deps: AppDeps, actor: Caller) {
  requireRole(actor, withSystem(roleGroups.studyReaders));
  const scoped = scopedDb(deps, actor);
  return scoped.db
    .select({
      id: studyGroups.id,
      name: studyGroups.name,
      descriptionHtml: studyGroups.descriptionHtml,
      createdAt: studyGroups.createdAt,
      updatedAt: studyGroups.updatedAt,
      studyCount: count(studyGroupLinks.studyId),
    })
    .from(studyGroups)
    .leftJoin(studyGroupLinks, eq(studyGroupLinks.groupId, studyGroups.id))
    .groupBy(studyGroups.id)
    .orderBy(asc(studyGroups.name));
}

export async function getStudyGroup(deps: AppDeps, actor: Caller, id: number) {
  const group = (await listStudyGroups(deps, actor)).find((row) => row.id === Number(id));
  if (!group) throw notFound();
  return group;
}

/** Creates (id null) or edits a group; admins only, and the system actor (the demo groups). */
export async function saveStudyGroup(deps: AppDeps, actor: Caller, id: number | null, input: unknown) {
  requireRole(actor, withSystem(roleGroups.admin));
  const group = await validateInput(studyGroupSchema, input);
  const values = { name: group.name, descriptionHtml: sanitizeRichText(group.descriptionHtml) };
  const scoped = scopedDb(deps, actor);
  const [row] =
    id === null
      ? await scoped.db.insert(studyGroups).values(values).returning()
      : await scoped.db
          .update(studyGroups)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(studyGroups.id, Number(id) || 0))
          .returning();
  if (!row) throw notFound();
  return getStudyGroup(deps, actor, row.id);
}

/** Deletes a group; its studies stay, without it. */
export async function deleteStudyGroup(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .delete(studyGroups)
    .where(eq(studyGroups.id, Number(id) || 0))
    .returning({ id: studyGroups.id });
  if (!row) throw notFound();
  return true;
}
