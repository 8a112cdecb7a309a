import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';

/** Real-time events (new chat messages, unread counts) between the server instances. */
export type EventBus = {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Events of a channel from now on, until the iterator is returned. */
  subscribe(channel: string): AsyncIterableIterator<unknown>;
  close(): Promise<void>;
};

/** One process: events stay in memory (the embedded database serves a single instance). */
export function createLocalEventBus(): EventBus {
  // One listener per open subscription: many on a busy chat, and every user's unread counts on
  // one channel. That is expected, not Node's "possible memory leak" past 10 listeners.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const pubsub = createPubSub<Record<string, [unknown]>>({ eventTarget });
  return {
    async publish(channel, payload) {
      pubsub.publish(channel, payload);
    },
    subscribe(channel) {
      return pubsub.subscribe(channel)[Symbol.asyncIterator]() as AsyncIterableIterator<unknown>;
    },
    async close() {},
  };
}

export type Notifications = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<{ unlisten(): Promise<void> }>;
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
