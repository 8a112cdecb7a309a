import { Readable } from 'node:stream';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import { type AccessLogFilter, accessLogFilterSchema } from '../../../shared/validation/access-log.js';
import { type Actor, requireRole } from '../common/actor.js';
import { labDayStart, nextDay } from '../common/dates.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isIdKey, sizeOrDefault } from '../common/cursors.js';
import { validateInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { scopedDb } from '../access/index.js';
import { accessLogCsvHeader, accessLogCsvLine } from './access-log-csv.js';
import { accessLog, type AccessLogRow, fileActions } from './access-log.tables.js';

const csvBatchSize = 500;
/** Cursors of the log hold the entry's id. */
const cursorList = 'access-log';

export type AccessLogPage = Connection<AccessLogRow>;

/**
 * A page of the clinical access log for an admin, newest first, filtered by user, patient and
 * days (lab time). `after` is the endCursor of the page before.
 */
export async function clinicalAccessLog(
  deps: AppDeps,
  actor: Actor,
  input: { filter?: unknown; first?: number | null; after?: string | null },
): Promise<AccessLogPage> {
  requireRole(actor, roleGroups.admin);
  const where = await filterCondition(input.filter);
  const first = sizeOrDefault(input.first);
  const afterId =
    input.after === null || input.after === undefined
      ? null
      : decodeCursor(cursorList, input.after, 'after', isIdKey)[0];
  const scoped = scopedDb(deps, actor);
  const [rows, [{ total }]] = await Promise.all([
    rowsAfter(scoped.db, where, afterId, first + 1),
    scoped.db.select({ total: count() }).from(accessLog).where(where),
  ]);
  return forwardPage(rows, first, Number(total), (row) => encodeCursor(cursorList, [row.id]), afterId !== null);
}

/**
 * Every entry matching the filter as a CSV (Spanish headers, lab time, spreadsheet-safe fields),
 * read in batches as the client takes it: the log is never held in memory. The filter is checked
 * before the first byte, so a bad one is a plain BAD_USER_INPUT.
 */
export async function clinicalAccessLogCsv(deps: AppDeps, actor: Actor, filter: unknown): Promise<Readable> {
  requireRole(actor, roleGroups.admin);
  const where = await filterCondition(filter);
  const scoped = scopedDb(deps, actor);
  async function* lines() {
    yield accessLogCsvHeader();
    let afterId: number | null = null;
    for (;;) {
      const rows = await rowsAfter(scoped.db, where, afterId, csvBatchSize);
      for (const row of rows) yield accessLogCsvLine(row);
      if (rows.length < csvBatchSize) return;
      afterId = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** The file activity of one study, newest first (the study screen's record). */
export function studyAccessEntries(deps: AppDeps, actor: Actor, studyId: number) {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  return scoped.db
    .select()
    .from(accessLog)
    .where(
      and(eq(accessLog.studyId, studyId), inArray(accessLog.action, [...fileActions]), eq(accessLog.allowed, true)),
    )
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(500);
}

async function filterCondition(input: unknown): Promise<SQL | undefined> {
  const filter: AccessLogFilter = await validateInput(accessLogFilterSchema, input ?? {}, 'filter.');
  return and(
    filter.userId ? eq(accessLog.userId, filter.userId) : undefined,
    filter.patientId ? eq(accessLog.patientId, filter.patientId) : undefined,
    filter.from ? gte(accessLog.at, labDayStart(filter.from)) : undefined,
    filter.until ? lt(accessLog.at, labDayStart(nextDay(filter.until))) : undefined,
  );
}

/**
 * Up to `limit` entries older than the entry `afterId` (newest first). The position is read from
 * that entry's own row, so no timestamp goes through JavaScript's milliseconds.
 */
function rowsAfter(db: Database, where: SQL | undefined, afterId: number | null, limit: number) {
  const position =
    afterId === null
      ? undefined
      : sql`(${accessLog.at}, ${accessLog.id}) < (select after_row.at, after_row.id from ${accessLog} as after_row where after_row.id = ${afterId})`;
  return db
    .select()
    .from(accessLog)
    .where(and(where, position))
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(limit);
}
