import type { AppDeps } from '../deps.js';

/**
 * Runs `job` after `firstMs` and then every `everyMs`, logging its failures, until the returned
 * function is called. The timers never keep the process alive.
 */
export function scheduleJob(deps: AppDeps, name: string, job: () => Promise<unknown>, { firstMs, everyMs }: { firstMs: number; everyMs: number }): () => void {
  let running = false;
  const run = () => {
    // One run at a time: a slow run is not overtaken by the next tick.
    if (running) return;
    running = true;
    job().catch((error: unknown) => deps.log?.error({ err: error }, `${name} failed`)).finally(() => {
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
