import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobSchema } from '../db/job-store.js';
import { rowsOf } from '../db/raw-rows.js';

/**
 * The job queue's own table (pg-boss's `job`, its columns in node_modules/pg-boss/dist/plans.js,
 * createTableJob), read as the administrator's screen shows it. Only the columns below are read:
 * never `data`, which may hold addresses.
 */
const jobTable = sql`${sql.identifier(jobSchema)}.job`;

/** pg-boss's job states. */
export type StoredJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job as the screen reads it. */
export type JobRow = {
  id: string;
  /** Its queue: the kind's name after the instance namespace. */
  name: string;
  state: StoredJobState;
  attempts: number;
  retryLimit: number;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  nextAttemptAt: Date | null;
  error: string | null;
  /** When it was created, in microseconds since 1970 (a decimal string): its place in the list. */
  position: string;
};

/** Where a page starts: a job's position and id (the order's tie-breaker). */
export type JobKey = readonly [micros: number, id: string];

/** The longest error message answered: a driver's message can carry a whole server reply. */
const errorLength = 2000;

const millis = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const position = sql`(extract(epoch from created_on) * 1000000)::bigint`;

/**
 * A run counts from the moment it starts: pg-boss adds a retry to `retry_count` when it starts a
 * job that ran before, so the attempts so far are that count, plus the one that started last.
 * The error is the last failure's message, which pg-boss keeps in `output` (a serialised Error, or
 * `{ value: { message } }` for a run it timed out); a completed run's output is its result.
 */
const columns = sql`
  id::text as id, name, state::text as state,
  retry_count + (case when started_on is null then 0 else 1 end) as attempts,
  retry_limit as "retryLimit",
  ${millis(sql`created_on`)} as "createdAt",
  ${millis(sql`started_on`)} as "startedAt",
  ${millis(sql`completed_on`)} as "finishedAt",
  case when state in ('created', 'retry') then ${millis(sql`start_after`)} end as "nextAttemptAt",
  case when state in ('retry', 'active', 'failed')
    then left(coalesce(output->>'message', output->'value'->>'message'), ${errorLength}) end as error,
  ${position}::text as position`;

type RawRow = Omit<JobRow, 'createdAt' | 'startedAt' | 'finishedAt' | 'nextAttemptAt'> & {
  createdAt: number | string;
  startedAt: number | string | null;
  finishedAt: number | string | null;
  nextAttemptAt: number | string | null;
};

const dateOf = (value: number | string | null) => (value === null ? null : new Date(Number(value)));

function jobRow(raw: RawRow): JobRow {
  return {
    ...raw,
    attempts: Number(raw.attempts),
    retryLimit: Number(raw.retryLimit),
    createdAt: new Date(Number(raw.createdAt)),
    startedAt: dateOf(raw.startedAt),
    finishedAt: dateOf(raw.finishedAt),
    nextAttemptAt: dateOf(raw.nextAttemptAt),
  };
}

/** The jobs of these queues, in these states when given. */
function jobsOf(queues: readonly string[], states?: readonly StoredJobState[]): SQL {
  return and(sql`name in ${queues}`, states ? sql`state::text in ${states}` : undefined)!;
}

/**
 * Up to `limit` jobs of the queues (newest first), after `after` in that order; or, `toward:
 * 'newer'`, the ones just before `before` (the oldest when no key is given), nearest first.
 */
export async function readJobs(
  db: Database,
  filter: { queues: readonly string[]; states?: readonly StoredJobState[] },
  page: { toward: 'older' | 'newer'; from?: JobKey; limit: number },
): Promise<JobRow[]> {
  if (filter.queues.length === 0) return [];
  const older = page.toward === 'older';
  const from = page.from
    ? older
      ? sql`(${position}, id) < (${page.from[0]}::bigint, ${page.from[1]}::uuid)`
      : sql`(${position}, id) > (${page.from[0]}::bigint, ${page.from[1]}::uuid)`
    : undefined;
  const order = older ? sql`created_on desc, id desc` : sql`created_on asc, id asc`;
  const answer = await db.execute(sql`
    select ${columns} from ${jobTable}
    where ${and(jobsOf(filter.queues, filter.states), from)}
    order by ${order} limit ${page.limit}`);
  return rowsOf<RawRow>(answer).map(jobRow);
}

/** How many jobs of the queues there are in each state. */
export async function countJobs(
  db: Database,
  queues: readonly string[],
): Promise<Partial<Record<StoredJobState, number>>> {
  if (queues.length === 0) return {};
  const answer = await db.execute(sql`
    select state::text as state, count(*)::int as total from ${jobTable}
    where ${jobsOf(queues)} group by state`);
  return Object.fromEntries(
    rowsOf<{ state: StoredJobState; total: number }>(answer).map((row) => [row.state, Number(row.total)]),
  );
}

/** One job of the queues; undefined for an id of another queue, or of none. */
export async function readJob(db: Database, queues: readonly string[], id: string): Promise<JobRow | undefined> {
  if (queues.length === 0) return undefined;
  const answer = await db.execute(sql`
    select ${columns} from ${jobTable} where ${jobsOf(queues)} and id = ${id}::uuid`);
  const [raw] = rowsOf<RawRow>(answer);
  return raw && jobRow(raw);
}
