import { sql } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import { rowsOf } from '../db/raw-rows.js';
import { type SystemActor, systemActor } from './actor.js';

/**
 * Runs `job` as the system actor after `firstMs` and then every `everyMs`, logging its failures,
 * until the returned function is called. The timers never keep the process alive.
 */
export function scheduleJob(
  deps: AppDeps,
  name: string,
  job: (actor: SystemActor) => Promise<unknown>,
  { firstMs, everyMs }: { firstMs: number; everyMs: number },
): () => void {
  let running = false;
  const run = () => {
    // One run at a time: a slow run is not overtaken by the next tick.
    if (running) return;
    running = true;
    job(systemActor)
      .catch((error: unknown) => deps.log?.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, firstMs);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/**
 * Runs `job` unless another instance sharing the PostgreSQL server is running the job of the
 * same name at that moment (then `ran: false`). The lock is PostgreSQL's transaction-scoped
 * advisory lock, held by an otherwise idle transaction while the job runs on other connections,
 * and released by the commit or by the server when the instance dies. The embedded database
 * serves one process, so there the job simply runs.
 */
export async function runExclusively<T>(
  deps: AppDeps,
  name: string,
  job: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!deps.config.databaseUrl) return { ran: true, result: await job() };
  return deps.systemDb.transaction(async (tx) => {
    const answer = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`);
    const [row] = rowsOf<{ locked: boolean }>(answer);
    if (!row?.locked) return { ran: false } as const;
    return { ran: true, result: await job() } as const;
  });
}
