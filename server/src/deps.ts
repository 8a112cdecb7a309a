import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { PublicContent } from './common/content-versions.js';
import type { Mailer } from './mail/mailer.js';
import type { PushSender } from './push/push-sender.js';
import type { AttemptLimiter } from './common/attempt-limiter.js';
import type { RequestLimiter } from './http/request-limit.js';
import type { EventBus } from './events/event-bus.js';
import type { FileStorage } from './files/storage.js';
import type { StorageSweep } from './files/storage-sweep.js';
import type { Jobs } from './jobs/index.js';
import type { PaymentGateway } from './payments/payment-gateway.js';
import type { Locale } from '../../shared/locales.js';
import type { AccountDeactivationStep } from './users/account-deactivation.js';
import type { AccountDeletionStep } from './users/account-deletion.js';
import type { ResultDeliveryStep } from './studies/result-ready.js';
import type { FilesAttachedJob } from './studies/files-attached.js';

/** What services need from the outside world; built once per server instance. */
export type AppDeps = {
  config: Config;
  /**
   * The unchecked database handle: no ownership rule applies to what it reads or writes. For
   * system work only: jobs and background workers, seeds, migrations, reference data, sign-in and
   * tokens before an actor exists, public content anyone may read, and the access layer itself.
   * A service acting for someone takes its data through `scopedDb(deps, actor)` (access/).
   */
  systemDb: Database;
  /** Where each kind of public content stands (version and clock), for the answers kept from it. */
  publicContent: PublicContent;
  mailer: Mailer;
  /** Push notifications to the apps' devices: FCM, or the push outbox without credentials. */
  push: PushSender;
  /** Attempt budgets of sign-in, recovery, payments…: shared by every instance on a PostgreSQL server. */
  attempts: AttemptLimiter;
  /** Requests per minute and address, HTTP and WebSocket alike. */
  requests: RequestLimiter;
  storage: FileStorage;
  payments: PaymentGateway;
  events: EventBus;
  /** Work that outlives a request, stored and run once across instances (jobs/). */
  jobs: Jobs;
  /** What each feature removes with a deleted account beyond the rows that cascade. */
  accountDeletion: readonly AccountDeletionStep[];
  /** What each feature removes when an account is deactivated. */
  accountDeactivation: readonly AccountDeactivationStep[];
  /** What each feature does when a study's result reaches its patient, in the same transaction. */
  resultDelivery: readonly ResultDeliveryStep[];
  /** The job kinds each feature sends once files are attached to a saved study. */
  filesAttached: readonly FilesAttachedJob[];
  /** One sweep of the stored bytes that no row points to, built from every feature's storage owners. */
  sweepStorage: StorageSweep;
  /** The server's logger, for failures a caller cannot act on. */
  log?: { error(details: object, message: string): void; warn(details: object, message: string): void };
};

/**
 * Where a request came from, for session records and rate limits, and the language it asks for
 * (undefined when its Accept-Language names none of ours), for what it stores to email later.
 */
export type RequestMeta = { ip: string; userAgent: string | undefined; locale: Locale | undefined };
