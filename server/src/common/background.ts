/**
 * Work a request starts but does not wait for (an email whose sending time would tell whether an
 * account exists). Failures are logged; closing the server waits for what is under way.
 */
export type BackgroundWork = {
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once nothing is under way. */
  idle(): Promise<void>;
};

export function createBackgroundWork(log: { error(details: object, message: string): void }): BackgroundWork {
  const pending = new Set<Promise<unknown>>();
  return {
    run(label, task) {
      const running = task()
        .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
