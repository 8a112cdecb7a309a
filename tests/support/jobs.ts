import { sql } from 'drizzle-orm';
import { jobSchema } from '../../server/src/db/job-store.js';
import { rowsOf } from '../../server/src/db/raw-rows.js';
import type { JobKind } from '../../server/src/jobs/index.js';
import type { TestServer } from './test-server.js';
import type { Database } from '../../server/src/db/client.js';
import type { Mail, Mailer } from '../../server/src/mail/mailer.js';

/** A stored job as the administrator's screen would show it. */
export type StoredJob = {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  data: Record<string, unknown>;
  /** What its last failure said, when it failed. */
  error: string | null;
};

/** Every job of `kind` this server stored, oldest first; only those whose data holds `matching` when given. */
export async function jobsOf(
  server: TestServer,
  kind: JobKind,
  matching?: Record<string, unknown>,
): Promise<StoredJob[]> {
  const answer = await server.db.execute(sql`
    select state, retry_count as "retryCount", data, output ->> 'message' as error
    from ${sql.identifier(jobSchema)}.job
    where name = ${server.app.deps.jobs.queueOf(kind)} and data @> ${JSON.stringify(matching ?? {})}::jsonb
    order by created_on, id`);
  return rowsOf<StoredJob>(answer);
}

/**
 * Runs the jobs of `kind` that wait for a later moment (a start after a delay, the next try after
 * a failure) as if that moment had come, only those whose data holds `matching` when given, and
 * waits until every due job of the server is done.
 */
export async function runWaitingJobs(
  server: TestServer,
  kind: JobKind,
  matching?: Record<string, unknown>,
): Promise<void> {
  const queue = server.app.deps.jobs.queueOf(kind);
  await server.db.execute(sql`
    update ${sql.identifier(jobSchema)}.job set start_after = now()
    where name = ${queue} and state in ('created', 'retry') and data @> ${JSON.stringify(matching ?? {})}::jsonb`);
  // With LISTEN/NOTIFY on, an idle worker polls only every 30 s: wake it as a send would, on
  // pg-boss's channel for the schema (its notifyChannelSql).
  await server.db.execute(sql`
    select pg_notify('pgboss_' || left(encode(sha224(convert_to(${jobSchema}, 'UTF8')), 'hex'), 24), ${queue})`);
  await server.app.deps.jobs.idle();
}

/** What nodemailer says when the SMTP server does not answer: the error an admin reads. */
export const smtpDown = 'connect ECONNREFUSED 127.0.0.1:2525';

/**
 * A mail server that takes every message except those to the addresses in `unreachable`, which
 * fail as a server that is down does. `delivered` keeps what it took, oldest first; `tried`
 * every attempt.
 */
export function unreliableMailer() {
  const unreachable = new Set<string>();
  const delivered: Mail[] = [];
  const tried: Mail[] = [];
  const mailer: Mailer = {
    outboxDir: undefined,
    async send(mail) {
      tried.push(mail);
      if (unreachable.has(mail.to)) throw new Error(smtpDown);
      delivered.push(mail);
    },
  };
  return { mailer, unreachable, delivered, tried };
}

/**
 * Ends the wait of a job for its next attempt, as if its backoff had passed: the queue's worker
 * takes it at its next look (tests poll every half second). False when it was not waiting.
 */
export async function endRetryWait(db: Database, id: string): Promise<boolean> {
  const answer = await db.execute(
    sql`update ${sql.identifier(jobSchema)}.job set start_after = now() where id = ${id}::uuid and state = 'retry' returning id`,
  );
  return rowsOf(answer).length === 1;
}

/**
 * Lets a job that fails run through every attempt it is allowed at once, each wait for the next
 * one ended: it is then FAILED, unless an attempt went well.
 */
export async function exhaustRetries(server: TestServer, id: string): Promise<void> {
  await server.app.deps.jobs.idle();
  while (await endRetryWait(server.db, id)) await server.app.deps.jobs.idle();
}

export const BACKGROUND_JOB_FIELDS = `id kind title state attempts retryLimit createdAt startedAt finishedAt nextAttemptAt error`;

export const BACKGROUND_JOBS = `query ($state: BackgroundJobState, $kind: String, $first: Int, $after: String, $last: Int, $before: String) {
  backgroundJobs(state: $state, kind: $kind, first: $first, after: $after, last: $last, before: $before) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { ${BACKGROUND_JOB_FIELDS} } }
  }
}`;

export const BACKGROUND_JOB_COUNTS = `query { backgroundJobCounts { queued running done failed cancelled } }`;

export const RETRY_BACKGROUND_JOB = `mutation ($id: String!) { retryBackgroundJob(id: $id) { ${BACKGROUND_JOB_FIELDS} } }`;

/** A job as backgroundJobs answers it. */
export type BackgroundJobView = {
  id: string;
  kind: string;
  title: string;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  attempts: number;
  retryLimit: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  nextAttemptAt: string | null;
  error: string | null;
};

export type BackgroundJobPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: BackgroundJobView }[];
};
