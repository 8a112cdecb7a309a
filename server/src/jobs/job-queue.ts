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
  /**
   * At most one job with this key waits in the kind's queue (for its first run or for a retry): a
   * second send while one waits answers null, and the waiting job takes its data (and its start,
   * when it gives one) instead. Kinds with `oneWaitingPerKey` must be sent with one.
   */
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
  /**
   * Runs a failed job again now (one attempt more than its limit); false when the job is not a
   * failed one of this kind, so nothing changed.
   */
  retry(kind: JobKind, id: string): Promise<boolean>;
  /**
   * Resolves once no job of this instance's kinds is due or running (jobs waiting for a later
   * retry do not count). For tests and for seeding; a server never needs to wait.
   */
  idle(): Promise<void>;
  /**
   * Makes the queue of every kind and starts their workers and periodic jobs; with `workers: false`
   * the queues only, so that jobs can be sent: a later start (a server once it listens) or another
   * instance runs them (the first start's data step, whose seed leaves its jobs to the server).
   */
  start(deps: AppDeps, options?: { workers?: boolean }): Promise<void>;
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
  /** The queues made (sends may go); then the workers started. */
  let started: Promise<void> | undefined;
  let working: Promise<void> | undefined;
  const stopController = new AbortController();

  const known = (kind: JobKind) => {
    if (byName.get(kind.name) !== kind) throw new Error(`job kind ${kind.name} is not declared by any feature`);
  };

  return {
    kinds,
    queueOf,
    async send(kind, data, options = {}) {
      known(kind as JobKind);
      if ((kind as JobKind).oneWaitingPerKey && !options.singletonKey)
        throw new Error(`job kind ${kind.name} keeps one waiting job per key: send it with a singletonKey`);
      await started;
      const name = queueOf(kind as JobKind);
      const db = options.tx ? fromDrizzle(options.tx as never, sql) : undefined;
      const { singletonKey, startAfter } = options;
      if (singletonKey === undefined) return boss.send(name, data, { startAfter, db });
      // A send's singletonKey alone keeps nothing out on a standard queue (pg-boss enforces it only
      // with a throttle period or another policy); its upsert edits the waiting job of the key, or
      // stores one where none waits, behind a unique index, so two instances cannot both insert.
      const { inserted, jobs } = await boss.upsert(name, data, { singletonKey, startAfter, db });
      return inserted > 0 ? jobs[0] : null;
    },
    async retry(kind, id) {
      known(kind);
      // Its declared type is empty; the answer carries how many jobs moved (pg-boss's mapCommandResponse).
      const answer = (await boss.retry(queueOf(kind), id)) as { affected?: number };
      return (answer.affected ?? 0) > 0;
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
        // A worker takes a due job within its polling interval; waiting on its run is enough. A run
        // that fails is the queue's to retry, not the waiter's error.
        await Promise.race([
          ...[...running].map((run) => run.catch(() => undefined)),
          new Promise((resolve) => setTimeout(resolve, 10)),
        ]);
      }
    },
    start(deps, { workers = true } = {}) {
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
          // Creating or updating a queue also puts it in pg-boss's cache (as its start does with the
          // queues it finds), so a later send inside a transaction of the embedded database never has
          // to look it up outside that transaction.
          if (await boss.getQueue(name)) await boss.updateQueue(name, policy);
          else await boss.createQueue(name, { ...policy, policy: kind.oneWaitingPerKey ? 'short' : 'standard' });
        }
      })();
      if (!workers) return started;
      working ??= started.then(async () => {
        for (const kind of kinds) {
          const name = queueOf(kind);
          // One worker per slot, each knowing its id: after each job it asks itself to look again at
          // once. Otherwise a worker that took one job waits out its poll before the next, and the
          // jobs of one transaction (an import's invitations) wake the workers only once: PostgreSQL
          // folds a transaction's equal NOTIFYs into one. An empty look puts it back to polling.
          for (let slot = 0; slot < (kind.concurrency ?? defaults.concurrency); slot += 1) {
            const worker: { id?: string } = {};
            worker.id = await boss.work<object>(
              name,
              {
                pollingIntervalSeconds: settings.pollSeconds,
                // With LISTEN/NOTIFY pg-boss would poll only every 30 s; a retry whose delay ran
                // out is announced by nothing, so idle workers keep the configured poll.
                notifyPollingIntervalSeconds: settings.pollSeconds,
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
                  if (worker.id) boss.notifyWorker(worker.id);
                }
              },
            );
          }
          if (kind.cron && settings.schedules) await boss.schedule(name, kind.cron, null, { tz: 'UTC' });
        }
      });
      return working;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      await working?.catch(() => undefined);
      stopController.abort();
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
