import { asc, count, eq } from 'drizzle-orm';
import { studyGroupSchema } from '../../../shared/validation/study.js';
import { notFound, validateInput } from '../common/errors.js';
import { sanitizeDescription } from '../courses/course-admin.service.js';
import type { AppDeps } from '../deps.js';
import { studyGroupLinks, studyGroups } from './studies.tables.js';

/** Study groups with how many studies each holds, by name. */
export function listStudyGroups(deps: AppDeps) {
  return deps.db.select({
    id: studyGroups.id, name: studyGroups.name, descriptionHtml: studyGroups.descriptionHtml,
    createdAt: studyGroups.createdAt, updatedAt: studyGroups.updatedAt, studyCount: count(studyGroupLinks.studyId),
  }).from(studyGroups)
    .leftJoin(studyGroupLinks, eq(studyGroupLinks.groupId, studyGroups.id))
    .groupBy(studyGroups.id)
    .orderBy(asc(studyGroups.name));
}

export async function getStudyGroup(deps: AppDeps, id: number) {
  const group = (await listStudyGroups(deps)).find((row) => row.id === Number(id));
  if (!group) throw notFound();
  return group;
}

export async function saveStudyGroup(deps: AppDeps, id: number | null, input: unknown) {
  const group = await validateInput(studyGroupSchema, input);
  const values = { name: group.name, descriptionHtml: sanitizeDescription(group.descriptionHtml) };
  const [row] = id === null
    ? await deps.db.insert(studyGroups).values(values).returning()
    : await deps.db.update(studyGroups).set({ ...values, updatedAt: new Date() }).where(eq(studyGroups.id, Number(id) || 0)).returning();
  if (!row) throw notFound();
  return getStudyGroup(deps, row.id);
}

/** Deletes a group; its studies stay, without it. */
export async function deleteStudyGroup(deps: AppDeps, id: number): Promise<boolean> {
  const [row] = await deps.db.delete(studyGroups).where(eq(studyGroups.id, Number(id) || 0)).returning({ id: studyGroups.id });
  if (!row) throw notFound();
  return true;
}
