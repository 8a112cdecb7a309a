import type { AppDeps } from '../deps.js';

/** What a running job knows about itself. */
export type JobContext = {
  /** The job's id in the queue (shown to the administrator). */
  id: string;
  /** 0 on the first run, then 1, 2… on each retry. */
  retryCount: number;
  /** Aborted when the instance stops while the job runs: stop early, the job will run again. */
  signal: AbortSignal;
};

/**
 * One kind of work that outlives a request: an email, a push batch, a thumbnail, a sweep. Its
 * data is stored with the job (JSON), so it must say everything the run needs and nothing the run
 * can read again from the database. A run may be repeated (a crash after the work but before the
 * job was marked done, a retry after a failure): each kind says how it keeps a repeat harmless.
 */
export type JobKind<Data extends object = object> = {
  /** Stable name, the queue's name (`mail.password-reset`): letters, digits, `.` and `-`. */
  name: string;
  /**
   * What the job does, in the administrator's screen: Spanish source text of the catalogues,
   * marked with a leading `i18n` block comment like shared/messages.ts, so that it is extracted
   * and shown in the admin's language.
   */
  title: string;
  run(deps: AppDeps, data: Data, context: JobContext): Promise<void>;
  /** Runs after the first one failed, with a backoff doubling from `retryDelaySeconds`. Default 5. */
  retryLimit?: number;
  /** Default 10 s. */
  retryDelaySeconds?: number;
  /** The longest wait between retries. Default one hour. */
  retryDelayMaxSeconds?: number;
  /** Jobs of this kind an instance runs at once. Default 2. */
  concurrency?: number;
  /** A run taking longer than this counts as failed (and is retried). Default 15 minutes. */
  expireInSeconds?: number;
  /**
   * At most one job of a key waits to run: a send naming the `singletonKey` of a job that still
   * waits stores nothing (answers null), and the waiting job does the work of both when it runs.
   * One may wait while another of the same key runs. Every send of such a kind names its key.
   * (pg-boss's "short" queue policy, fixed when the queue is created.)
   */
  oneWaitingPerKey?: boolean;
  /**
   * A periodic job (a sweep): a cron expression in UTC. It runs once per period across every
   * instance on the database, with no data.
   */
  cron?: string;
};

/** Declares a job kind; features list theirs in their index.ts (`jobKinds`). */
export const defineJob = <Data extends object>(kind: JobKind<Data>): JobKind<Data> => kind;
