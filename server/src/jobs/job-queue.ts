import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle } from 'pg-boss';
import type { Config } from '../config.js';
import type { DatabaseHandle, Transaction } from '../db/client.js';
import { jobSchema, jobStoreOptions } from '../db/job-store.js';
import { rowsOf } from '../db/raw-rows.js';
import type { AppDeps } from '../deps.js';
import type { JobKind } from './job-kind.js';

export type SendOptions = {
  /**
   * The caller's transaction: the job is stored with the caller's writes or not at all. Always
   * pass it inside a transaction: on the embedded database a send outside it would wait for the
   * transaction that waits for the send.
   */
  tx?: Transaction;
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one job with this key waits in the kind's queue at a time (a second send answers null). */
  singletonKey?: string;
};

/**
 * The one way work outlives a request (DESIGN.md, "Work that outlives a request"): jobs stored in
 * PostgreSQL (the embedded database by default), run once across instances, retried with backoff,
 * run again after a crash, visible to the administrator. The queue is pg-boss, which runs on both
 * databases (on PGlite through its own adapter).
 */
export type Jobs = {
  /** Stores a job of `kind`; answers its id (null when a singleton key was already waiting). */
  send<Data extends object>(kind: JobKind<Data>, data: Data, options?: SendOptions): Promise<string | null>;
  /** Every kind this instance runs, as the features declared them. */
  readonly kinds: readonly JobKind[];
  /** The queue name of a kind on this database (its name after this instance's namespace). */
  queueOf(kind: JobKind): string;
  /** Runs a failed job again now. */
  retry(kind: JobKind, id: string): Promise<void>;
  /**
   * Resolves once no job of this instance's kinds is due or running (jobs waiting for a later
   * retry do not count). For tests and for seeding; a server never needs to wait.
   */
  idle(): Promise<void>;
  /** Starts the workers and the periodic jobs of every kind. */
  start(deps: AppDeps): Promise<void>;
  /** Stops taking jobs and waits up to `timeoutMs` for the running ones; unfinished ones run again elsewhere. */
  stop(timeoutMs?: number): Promise<void>;
};

type QueueLog = { error(details: object, message: string): void; warn(details: object, message: string): void };

const defaults = {
  retryLimit: 5,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 3600,
  concurrency: 2,
  expireInSeconds: 900,
};

export function createJobQueue(
  handle: DatabaseHandle,
  config: Config,
  kinds: readonly JobKind[],
  log?: QueueLog,
): Jobs {
  const settings = config.jobs;
  const boss = new PgBoss({
    ...jobStoreOptions(handle),
    migrate: false,
    schedule: settings.schedules,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    useListenNotify: true,
  });
  // pg-boss reports what went wrong in its own loops (a dropped connection, a failed poll) as
  // events; without a listener an EventEmitter would throw them.
  boss.on('error', (error) => log?.error({ err: error }, 'job queue'));
  boss.on('warning', (warning) => log?.warn({ warning }, 'job queue'));

  const queueOf = (kind: JobKind | string) => `${settings.namespace}${typeof kind === 'string' ? kind : kind.name}`;
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  const running = new Set<Promise<unknown>>();
  let started: Promise<void> | undefined;
  const stopController = new AbortController();

  // After a job pg-boss rests the worker for the queue's NOTIFY backstop (30 s) unless a NOTIFY came
  // while the job ran, so a backlog sent before the worker got to it (a push's delivery batches, a
  // retry coming due) would run one job per rest. Waking the queue's workers when a job ends makes
  // them fetch again at once; a worker rests only after a fetch that found nothing.
  const wakeWorkers = (name: string) => {
    for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
  };

  const known = (kind: JobKind) => {
    if (byName.get(kind.name) !== kind) throw new Error(`job kind ${kind.name} is not declared by any feature`);
  };

  return {
    kinds,
    queueOf,
    async send(kind, data, options = {}) {
      known(kind as JobKind);
      await started;
      return boss.send(queueOf(kind as JobKind), data, {
        startAfter: options.startAfter,
        singletonKey: options.singletonKey,
        db: options.tx ? fromDrizzle(options.tx as never, sql) : undefined,
      });
    },
    async retry(kind, id) {
      known(kind);
      await boss.retry(queueOf(kind), id);
    },
    async idle() {
      await started;
      const names = kinds.map(queueOf);
      if (names.length === 0) return;
      for (;;) {
        const answer = await handle.db.execute(sql`
          select count(*)::int as pending from ${sql.identifier(jobSchema)}.job
          where name in ${names} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`);
        const [row] = rowsOf<{ pending: number }>(answer);
        if (row.pending === 0 && running.size === 0) return;
        // A worker takes a due job within its polling interval; waiting on its run is enough.
        await Promise.race([...running, new Promise((resolve) => setTimeout(resolve, 10))]);
      }
    },
    start(deps) {
      started ??= (async () => {
        await boss.start();
        for (const kind of kinds) {
          const name = queueOf(kind);
          const policy = {
            retryLimit: kind.retryLimit ?? defaults.retryLimit,
            retryDelay: kind.retryDelaySeconds ?? defaults.retryDelaySeconds,
            retryBackoff: true,
            retryDelayMax: kind.retryDelayMaxSeconds ?? defaults.retryDelayMaxSeconds,
            expireInSeconds: kind.expireInSeconds ?? defaults.expireInSeconds,
            heartbeatSeconds: settings.heartbeatSeconds,
            notify: true,
          };
          if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
          else await boss.createQueue(name, policy);
          // Registering the worker also reads the queue into pg-boss's cache, so a later send inside
          // a transaction of the embedded database never has to look it up outside that transaction.
          await boss.work<object>(
            name,
            {
              pollingIntervalSeconds: settings.pollSeconds,
              // With NOTIFY on, pg-boss would look only every 30 s, and nothing announces a job
              // coming due (a retry, a startAfter): an idle worker looks every pollSeconds, as
              // configured.
              notifyPollingIntervalSeconds: settings.pollSeconds,
              localConcurrency: kind.concurrency ?? defaults.concurrency,
              includeMetadata: true,
            },
            async ([job]) => {
              const run = kind.run(deps, job.data, {
                id: job.id,
                retryCount: job.retryCount,
                signal: stopController.signal,
              });
              running.add(run);
              try {
                await run;
              } catch (error) {
                log?.warn({ err: error, job: kind.name, id: job.id, retryCount: job.retryCount }, 'job failed');
                throw error;
              } finally {
                running.delete(run);
                wakeWorkers(name);
              }
            },
          );
          if (kind.cron && settings.schedules) await boss.schedule(name, kind.cron, null, { tz: 'UTC' });
        }
      })();
      return started;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      stopController.abort();
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
