import { and, asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { accessLog } from '../access-log/access-log.tables.js';
import { chatMessages, chats } from '../chat/chat.tables.js';
import { labTimeZone } from '../common/dates.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { studies } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';

/** A period as instants: from `start` (included) to `end` (excluded). */
export type Period = { start: Date; end: Date };

export type NamedRef = { id: number; name: string };
export type Turnaround = { sampleSize: number; medianHours: number | null; p90Hours: number | null };
export type TypeTurnaround = Turnaround & { studyType: NamedRef };
export type MonthTypeCount = { month: string; studyType: NamedRef; count: number };
export type TypeExpiry = { studyType: NamedRef; expired: number; unread: number };
/** A patient's message that waited for the staff, and the first staff reply (null: none yet), in epoch ms. */
export type ChatWait = { askedAt: number; answeredAt: number | null };

// The zone is our constant, written into the SQL so that a GROUP BY matches the selected expression.
const zone = sql.raw(`'${labTimeZone}'`);
const inPeriod = (column: typeof studies.deliveredAt, period: Period) =>
  and(gte(column, period.start), lt(column, period.end));

/** Hours from the start of the study date (lab time) to the delivery; never below 0. */
const turnaroundHours = sql`greatest(0, extract(epoch from ${studies.deliveredAt} - (${studies.studyDate}::timestamp at time zone ${zone})) / 3600)`;
const medianHours = sql<number | null>`percentile_cont(0.5) within group (order by ${turnaroundHours})`;
const p90Hours = sql<number | null>`percentile_cont(0.9) within group (order by ${turnaroundHours})`;
const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * Result turnaround of the studies delivered in the period: from their study date to the moment
 * the result reached the patient, median and 90th percentile in hours; overall and per study type.
 */
export async function turnaround(db: Database, period: Period): Promise<{ all: Turnaround; byType: TypeTurnaround[] }> {
  const delivered = inPeriod(studies.deliveredAt, period);
  const [[all], byType] = await Promise.all([
    db.select({ sampleSize: count(), medianHours, p90Hours }).from(studies).where(delivered),
    db
      .select({ id: studyTypes.id, name: studyTypes.name, sampleSize: count(), medianHours, p90Hours })
      .from(studies)
      .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
      .where(delivered)
      .groupBy(studyTypes.id, studyTypes.name)
      .orderBy(asc(studyTypes.name)),
  ]);
  const figures = (row: { sampleSize: number; medianHours: unknown; p90Hours: unknown }): Turnaround => ({
    sampleSize: Number(row.sampleSize),
    medianHours: orNull(row.medianHours),
    p90Hours: orNull(row.p90Hours),
  });
  return {
    all: figures(all),
    byType: byType.map((row) => ({ studyType: { id: row.id, name: row.name }, ...figures(row) })),
  };
}

/** Studies delivered in the period per month (lab time, YYYY-MM) and study type. */
export async function deliveredByMonth(db: Database, period: Period): Promise<MonthTypeCount[]> {
  const month = sql<string>`to_char(${studies.deliveredAt} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, id: studyTypes.id, name: studyTypes.name, count: count() })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .where(inPeriod(studies.deliveredAt, period))
    .groupBy(month, studyTypes.id, studyTypes.name)
    .orderBy(month, asc(studyTypes.name));
  return rows.map((row) => ({ month: row.month, studyType: { id: row.id, name: row.name }, count: Number(row.count) }));
}

/**
 * Delivered results that expired in the period (up to now), per study type, and how many of them
 * the patient never opened: no view or download of a file of the study by the patient in the log.
 */
export async function expiredUnread(db: Database, period: Period, now: Date): Promise<TypeExpiry[]> {
  const until = period.end < now ? period.end : now;
  const opened = sql`exists (select 1 from ${accessLog} where ${accessLog.studyId} = ${studies.id}
    and ${accessLog.userId} = ${studies.patientId} and ${accessLog.allowed}
    and ${accessLog.action} in ('view', 'download'))`;
  const rows = await db
    .select({
      id: studyTypes.id,
      name: studyTypes.name,
      expired: count(),
      unread: sql<number>`count(*) filter (where not ${opened})`.mapWith(Number),
    })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .where(and(isNotNull(studies.deliveredAt), gte(studies.expiresAt, period.start), lt(studies.expiresAt, until)))
    .groupBy(studyTypes.id, studyTypes.name)
    .orderBy(asc(studyTypes.name));
  return rows.map((row) => ({
    studyType: { id: row.id, name: row.name },
    expired: Number(row.expired),
    unread: Number(row.unread),
  }));
}

/**
 * The patients' messages that waited for the staff, asked in the period: a patient's message that
 * opens the chat or follows a staff message (later messages of the patient wait with it), and the
 * first staff message after it. The lab's automatic "result ready" message (recorded in the
 * access log) is not a human answer: it neither answers nor ends a wait.
 */
export async function chatWaits(db: Database, period: Period): Promise<ChatWait[]> {
  const answer = await db.execute(sql`
    with messages as (
      select ${chatMessages.id} as id, ${chatMessages.chatId} as chat_id, ${chatMessages.createdAt} as created_at,
        ${chatMessages.authorId} = ${chats.patientId} as from_patient
      from ${chatMessages}
      inner join ${chats} on ${chats.id} = ${chatMessages.chatId}
      where ${chatMessages.chatId} in (
        select ${chatMessages.chatId} from ${chatMessages}
        where ${chatMessages.createdAt} >= ${period.start.toISOString()} and ${chatMessages.createdAt} < ${period.end.toISOString()}
      )
      and not exists (
        select 1 from ${accessLog}
        where ${accessLog.action} = 'result_ready_chat_message' and ${accessLog.chatMessageId} = ${chatMessages.id}
      )
    ),
    ordered as (
      select *, lag(from_patient) over (partition by chat_id order by id) as after_patient from messages
    )
    select (extract(epoch from asked.created_at) * 1000)::float8 as asked_at,
      (select (extract(epoch from min(reply.created_at)) * 1000)::float8 from messages reply
        where reply.chat_id = asked.chat_id and reply.id > asked.id and not reply.from_patient) as answered_at
    from ordered asked
    where asked.from_patient and asked.after_patient is not true
      and asked.created_at >= ${period.start.toISOString()} and asked.created_at < ${period.end.toISOString()}
  `);
  return rowsOf<{ asked_at: number; answered_at: number | null }>(answer).map((row) => ({
    askedAt: Number(row.asked_at),
    answeredAt: orNull(row.answered_at),
  }));
}
