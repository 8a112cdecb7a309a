/**
 * A read that callers share without ever getting an answer older than their call: a caller
 * arriving while no read runs starts one; callers arriving while one runs wait for the next read,
 * which starts as soon as the running one ends and serves all of them. At most one read runs and
 * one waits, however many callers there are, and each answer was read after its caller arrived.
 */
export function sharedFreshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const result = read();
    running = result;
    const done = () => {
      if (running === result) running = undefined;
    };
    result.then(done, done);
    return result;
  };
  return () => {
    if (!running) return start();
    waiting ??= running.then(noop, noop).then(() => {
      waiting = undefined;
      return start();
    });
    return waiting;
  };
}

function noop() {}
