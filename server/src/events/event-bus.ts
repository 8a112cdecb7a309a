/** Real-time events (new chat messages, unread counts) between the server instances. */
export type EventBus = {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Events of a channel from now on, until the iterator is returned. */
  subscribe(channel: string): AsyncIterableIterator<unknown>;
  close(): Promise<void>;
};

/**
 * One process: events stay in memory (the embedded database serves a single instance). A
 * subscriber listens from the moment it subscribes and gets every event in order; one that falls
 * more than `maxQueued` events behind is ended rather than let memory grow (its client
 * subscribes again). Publishing hands the same payload object to every subscriber at once, with
 * no per-subscriber promise machinery: a busy chat has hundreds of them.
 */
export function createLocalEventBus(): EventBus {
  const channels = new Map<string, Set<LocalSubscription>>();
  return {
    async publish(channel, payload) {
      const subscribers = channels.get(channel);
      if (subscribers) for (const subscriber of [...subscribers]) subscriber.push(payload);
    },
    subscribe(channel) {
      let subscribers = channels.get(channel);
      if (!subscribers) channels.set(channel, (subscribers = new Set()));
      const subscription = new LocalSubscription(() => {
        subscribers.delete(subscription);
        if (subscribers.size === 0 && channels.get(channel) === subscribers) channels.delete(channel);
      });
      subscribers.add(subscription);
      return subscription;
    },
    async close() {
      for (const subscribers of channels.values()) for (const subscriber of [...subscribers]) subscriber.end();
    },
  };
}

const maxQueued = 1000;
const finished: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

class LocalSubscription implements AsyncIterableIterator<unknown> {
  private queue: unknown[] = [];
  private waiting: ((result: IteratorResult<unknown>) => void) | undefined;
  private ended = false;

  constructor(private readonly leave: () => void) {}

  push(value: unknown) {
    if (this.ended) return;
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = undefined;
      waiting({ value, done: false });
    } else if (this.queue.length >= maxQueued) {
      this.end();
    } else {
      this.queue.push(value);
    }
  }

  next(): Promise<IteratorResult<unknown>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift(), done: false });
    if (this.ended) return Promise.resolve(finished);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<unknown>> {
    this.end();
    return Promise.resolve(finished);
  }

  end() {
    if (this.ended) return;
    this.ended = true;
    this.queue = [];
    this.leave();
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.(finished);
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

export type Notifications = {
  /**
   * Hears a channel. `events.onLost` is called when the connection that listens is lost (what is
   * sent from then on is missed), `events.onListen` each time the channel is heard (again).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    events?: { onListen?(): void; onLost?(): void },
  ): Promise<{ unlisten(): Promise<void> }>;
  notify(channel: string, payload: string): Promise<void>;
};

const pgChannel = 'portal_events';
/** NOTIFY payloads are limited to 8000 bytes; events carry ids and short texts only. */
const maxPayloadBytes = 7900;

/**
 * Several instances on one PostgreSQL: every event goes through NOTIFY, and each instance hands
 * what it hears (its own events included) to its local subscribers.
 */
export async function createPostgresEventBus(notifications: Notifications): Promise<EventBus> {
  const local = createLocalEventBus();
  const listener = await notifications.listen(pgChannel, (raw) => {
    const { channel, payload } = JSON.parse(raw) as { channel: string; payload: unknown };
    void local.publish(channel, payload);
  });
  return {
    async publish(channel, payload) {
      const raw = JSON.stringify({ channel, payload });
      if (Buffer.byteLength(raw) > maxPayloadBytes) throw new Error(`event too large for NOTIFY on ${channel}`);
      await notifications.notify(pgChannel, raw);
    },
    subscribe: (channel) => local.subscribe(channel),
    async close() {
      await listener.unlisten();
    },
  };
}
