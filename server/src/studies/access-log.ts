import { desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { RequestMeta } from '../deps.js';
import { users } from '../users/users.tables.js';
import { studyAccessLog, type StudyAccessAction } from './studies.tables.js';

export type AccessEntry = { studyId: number; fileId: number | null; fileName: string | null };

/** Appends who did what to which study files, from where (never updated or deleted). */
export async function logStudyAccess(
  db: Database, actor: Actor, action: StudyAccessAction, entries: AccessEntry[], meta: RequestMeta,
): Promise<void> {
  if (entries.length === 0) return;
  const userName = sql<string>`(select concat_ws(' ', ${users.name}, ${users.lastname}) from ${users} where ${users.id} = ${actor.userId})`;
  await db.insert(studyAccessLog).values(entries.map((entry) => ({
    ...entry, userId: actor.userId, userName, action, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) ?? null,
  })));
}

/** The record of a study, newest first. */
export function studyAccessEntries(db: Database, studyId: number) {
  return db.select().from(studyAccessLog).where(eq(studyAccessLog.studyId, studyId)).orderBy(desc(studyAccessLog.at), desc(studyAccessLog.id)).limit(500);
}
