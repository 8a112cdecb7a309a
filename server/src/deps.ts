import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { AttemptLimiter } from './auth/attempt-limiter.js';

/** What services need from the outside world; built once per server instance. */
export type AppDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  attempts: AttemptLimiter;
};

/** Where a request came from, for session records and rate limits. */
export type RequestMeta = { ip: string; userAgent: string | undefined };
