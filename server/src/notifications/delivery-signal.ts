/**
 * Tells this instance's delivery worker that work is waiting (a notification was just published),
 * so it starts at once instead of at its next poll. Other instances find the work at their poll.
 */
export type DeliverySignal = {
  /** The queue this instance delivers (config.pushQueue). */
  queue: string;
  wake(): void;
  /** Calls `listener` at each wake until the returned function is called. */
  onWake(listener: () => void): () => void;
};

export function createDeliverySignal(queue: string): DeliverySignal {
  const listeners = new Set<() => void>();
  return {
    queue,
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
