import { sql } from 'drizzle-orm';
import { jobSchema } from '../../server/src/db/job-store.js';
import { rowsOf } from '../../server/src/db/raw-rows.js';
import type { JobKind } from '../../server/src/jobs/index.js';
import type { TestServer } from './test-server.js';

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
