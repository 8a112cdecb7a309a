import { defineJob } from './job-kind.js';

/**
 * Every five minutes, the attempt counts (sign-in, recovery, payments…) that expired over an hour
 * ago leave the shared table of a PostgreSQL server (in memory there is nothing to do). A repeat
 * finds nothing left to remove.
 */
export const expiredAttemptsJob = defineJob<object>({
  name: 'attempts.expired-sweep',
  title: /*i18n*/ 'Limpieza de intentos vencidos',
  cron: '*/5 * * * *',
  retryLimit: 1,
  concurrency: 1,
  async run(deps) {
    await deps.attempts.clearExpired();
  },
});
