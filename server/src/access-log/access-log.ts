import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { parseRowId } from '../common/ids.js';
import type { Database } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { users, userTypes } from '../users/users.tables.js';
import { scopedDb, type ScopedDb } from '../access/index.js';
import { accessLog, type AccessAction, type AccessChannel } from './access-log.tables.js';

/** What a row is about: the patient, and the study, study file or chat message when there is one. */
export type AccessTarget = {
  patientId?: number | null;
  studyId?: number | null;
  fileId?: number | null;
  chatMessageId?: number | null;
  fileName?: string | null;
  /** How it was reached (viewer sessions, share links). */
  channel?: AccessChannel | null;
  shareId?: number | null;
};

/** An attempt as asked: the action and the id the caller gave, before any check. */
export type AccessAttempt = { action: AccessAction } & AccessTarget;

/**
 * Appends who did what to which clinical object, from where (never updated or deleted). The
 * user's and the patient's names are copied, so the row still reads after they are deleted.
 */
export async function logAccess(
  db: Database,
  actor: Actor,
  action: AccessAction,
  targets: AccessTarget[],
  meta: RequestMeta,
  allowed = true,
): Promise<void> {
  const userName = sql<string>`(select concat_ws(' ', ${users.name}, ${users.lastname}) from ${users} where ${users.id} = ${actor.userId})`;
  await appendRows(db, targets, { userId: actor.userId, userName, action, allowed }, meta);
}

type Who = {
  userId: number | null;
  userName: SQL<string> | string;
  action: AccessAction;
  allowed: boolean;
};

/** One row per target, with who did it and from where; the patient's name copied as it is now. */
async function appendRows(db: Database, targets: AccessTarget[], who: Who, meta: RequestMeta): Promise<void> {
  if (targets.length === 0) return;
  await db.insert(accessLog).values(
    targets.map((target) => ({
      patientId: target.patientId ?? null,
      patientName: target.patientId ? patientNameOf(target.patientId) : null,
      studyId: target.studyId ?? null,
      fileId: target.fileId ?? null,
      chatMessageId: target.chatMessageId ?? null,
      fileName: target.fileName ?? null,
      channel: target.channel ?? null,
      shareId: target.shareId ?? null,
      ...who,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })),
  );
}

/**
 * Runs the access check of a read of clinical data (`check` answers the row the actor may see, or
 * fails NOT_FOUND/FORBIDDEN without saying which) and records the attempt: allowed, with what
 * `targets` says of the row read, or refused, with the ids that were asked for. The refusal then
 * goes on to the caller unchanged. An id that cannot be a row id (not a positive 32-bit integer)
 * is refused by the check before any query and is not recorded either. `opening: false` (a HEAD,
 * or the rest of a download already opened, by a Range) records refusals only: no data is disclosed
 * that an earlier opening did not record.
 */
export async function auditedRead<T>(
  deps: AppDeps,
  actor: Actor,
  meta: RequestMeta,
  attempt: AccessAttempt,
  check: () => Promise<T>,
  targets: (row: T) => AccessTarget[],
  { opening = true }: { opening?: boolean } = {},
): Promise<T> {
  const scoped = scopedDb(deps, actor);
  let row: T;
  try {
    row = await check();
  } catch (error) {
    if (isRefusal(error) && askedIdsAreRowIds(attempt)) await logRefusal(deps, scoped, meta, attempt);
    throw error;
  }
  // Written before the data leaves: a read that cannot be recorded is not answered.
  if (opening) await logAccess(scoped.db, actor, attempt.action, targets(row), meta);
  return row;
}

const isRefusal = (error: unknown) =>
  error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');

function askedIdsAreRowIds(attempt: AccessAttempt): boolean {
  const ids = [attempt.patientId, attempt.studyId, attempt.fileId, attempt.chatMessageId].filter(
    (id) => id !== undefined && id !== null,
  );
  return ids.length > 0 && ids.every((id) => parseRowId(id) !== undefined);
}

/** Nothing was disclosed: if the record fails, the caller still gets its refusal and the operator the cause. */
async function logRefusal(deps: AppDeps, scoped: ScopedDb, meta: RequestMeta, attempt: AccessAttempt): Promise<void> {
  const { action, ...asked } = attempt;
  try {
    await logAccess(scoped.db, scoped.actor, action, [asked], meta, false);
  } catch (error) {
    deps.log?.error({ err: error, action, asked, userId: scoped.actor.userId }, 'refused access not recorded');
  }
}

/** The name of the patient with that id; null when the id is not a patient's (a refused guess). */
function patientNameOf(patientId: number) {
  return sql<
    string | null
  >`(select concat_ws(' ', ${users.name}, nullif(${users.lastname}, ''), nullif(${users.motherLastname}, '')) from ${users}
    inner join ${userTypes} on ${userTypes.id} = ${users.userTypeId}
    where ${and(eq(users.id, patientId), eq(userTypes.slug, 'patient'))})`;
}

/**
 * The study files opened since `since`, as a subquery of (studyId, at): allowed views and
 * downloads only; record reads and refused attempts are in the same log but are not openings.
 */
export function studyFileOpenings(db: Database, since: Date) {
  return db
    .select({ studyId: accessLog.studyId, at: accessLog.at })
    .from(accessLog)
    .where(and(inArray(accessLog.action, ['view', 'download']), eq(accessLog.allowed, true), gte(accessLog.at, since)))
    .as('openings');
}

/**
 * Appends what a share link's recipient did (opened it, downloaded from it): they have no
 * account, so the row names the link ("Enlace compartido #12") and carries its id, channel 'share'.
 */
export async function logShareAccess(
  db: Database,
  shareId: number,
  action: Extract<AccessAction, 'share_open' | 'share_download'>,
  targets: AccessTarget[],
  meta: RequestMeta,
): Promise<void> {
  await appendRows(
    db,
    targets.map((target) => ({ ...target, channel: 'share', shareId })),
    { userId: null, userName: `Enlace compartido #${shareId}`, action, allowed: true },
    meta,
  );
}
