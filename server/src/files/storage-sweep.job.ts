import { systemActor } from '../common/actor.js';
import { defineJob } from '../jobs/index.js';

/**
 * The hourly sweep of stored bytes that no row points to (storage-sweep.ts), as the system; the
 * queue runs it once per hour across every instance. A repeated or overlapping run removes only
 * what is still unreferenced and past its grace, so nothing is removed that a row needs, and a
 * key already gone is simply not listed again.
 */
export const storageSweepJob = defineJob<object>({
  name: 'files.storage-sweep',
  title: /*i18n*/ 'Limpieza de archivos que ya nada usa',
  cron: '7 * * * *',
  // The next hour's run does the same work: two quick retries cover a passing failure.
  retryLimit: 2,
  concurrency: 1,
  // A bucket of millions of keys is listed in pages: give it the hour.
  expireInSeconds: 3600,
  async run(deps) {
    await deps.sweepStorage(systemActor);
  },
});
