import { connect, type Socket } from 'node:net';
import { Duplex } from 'node:stream';
import type { Options, Sql } from 'postgres';
import type { Notifications } from '../events/event-bus.js';

/**
 * A connection to the PostgreSQL server that survives dropped connections.
 *
 * postgres.js 3.4.9 (the newest, unfixed upstream: porsager/postgres#1066, #1154, #1208) mishandles
 * a connection the server drops. Its `closed()` sets the socket to null and clears a pending
 * batched write without forgetting it: a transaction's own ROLLBACK (or any later write on that
 * connection) then calls `socket.write` on null from a setImmediate, an uncaught TypeError that
 * stops the process; and a connection whose pending write was cleared never writes again, so its
 * queries (and its reconnections) hang for good. Measured here: twenty pg_terminate_backend cuts
 * under load crashed the process or left the pool hanging every time.
 *
 * Both happen inside postgres.js's handling of the socket's `close`, so it never gets one for a
 * connection the server dropped. Each connection runs over a `GuardedSocket` (postgres.js's
 * `socket` option) that, when the server drops it, goes silent: it swallows writes and emits
 * nothing, so postgres.js keeps a live, harmless socket. The whole client is then replaced for
 * the next queries, and the old one is destroyed at once: postgres.js terminates each connection
 * (its `terminated` flag refuses further writes), rejecting what was in flight there with
 * CONNECTION_DESTROYED, which the app answers with 503. A dropped connection almost always means
 * the server dropped all of them (a restart, a failover, an administrator), so the requests
 * caught on the old client's other connections get 503 too and are sent again.
 */
export type PostgresServer = {
  /** The postgres.js client of the moment, for drizzle: each call goes to the current client. */
  sql: Sql;
  notifications: Notifications;
  end(): Promise<void>;
};

/** Wait before listening again after a replacement, so a server that is down is not hammered. */
const relistenMs = 250;
/**
 * What a replaced client's queries get to settle. Destroying the client rejects them at once, but
 * under repeated cuts one in a few runs of the fault test still hung for good on a replaced client;
 * past this it is given up with CONNECTION_DESTROYED (503), so no request waits on it.
 */
const abandonMs = 1000;

/**
 * Opens the first client and waits for its first connection, which reads the server's array types
 * (postgres.js's `fetch_types`). Every later connection and client reuses what it read instead:
 * postgres.js reads them again on each new connection in a promise nobody awaits, so a cut during
 * that read was an unhandled rejection, which stops the process too.
 */
export async function openPostgresServer(
  postgres: (url: string, options: Options<Record<string, never>>) => Sql,
  url: string,
  options: { max: number; applicationName: string },
): Promise<PostgresServer> {
  /**
   * One postgres.js client and what is in flight on it. `unsettled` holds how to reject each
   * statement or transaction not yet settled, for `abandon`. (A race of each against one promise
   * pending for the client's whole life kept every answer: a reaction stays on that promise per
   * race, holding the race's settled promise and so its rows. That was about 3 KB per request
   * that no collection could free, until the heap cap made the server collect without end.)
   */
  type Generation = {
    client: Sql;
    replaced: boolean;
    unsettled: Set<(error: Error) => void>;
    /** Set when the client was abandoned: what is asked of it afterwards fails at once. */
    abandonedWith?: Error;
    abandon(): void;
  };
  const listeners = new Map<string, Set<(payload: string) => void>>();
  /** Who must know when a channel's notifications may have been missed, and when it is heard again. */
  const watchers = new Map<string, Set<ListenEvents>>();
  const listening = new Map<string, Promise<{ unlisten(): Promise<void> }>>();
  let ended = false;
  let relistenTimer: NodeJS.Timeout | undefined;
  let typesRead = false;

  const create = (): Generation => {
    const unsettled = new Set<(error: Error) => void>();
    const generation: Generation = {
      client: undefined as unknown as Sql,
      replaced: false,
      unsettled,
      abandon: () => {
        const error = Object.assign(new Error('connection abandoned'), { code: 'CONNECTION_DESTROYED' });
        generation.abandonedWith = error;
        for (const reject of unsettled) reject(error);
        unsettled.clear();
      },
    };
    let attempt = 0;
    generation.client = postgres(url, {
      max: options.max,
      fetch_types: !typesRead,
      onnotice: () => {},
      connection: { application_name: options.applicationName },
      socket: (settings: { host: string[]; port: number[]; path?: string }) => {
        const index = attempt++ % settings.host.length;
        return new GuardedSocket(
          settings.path ? connect(settings.path) : connect(settings.port[index] ?? 5432, settings.host[index]),
          () => replace(generation),
        );
      },
    } as Options<Record<string, never>>);
    return generation;
  };

  const first = create();
  let current = first;
  try {
    await first.client`select 1`;
  } catch (error) {
    await first.client.end({ timeout: 0 });
    throw error;
  }
  typesRead = true;
  (first.client.options as { fetch_types: boolean }).fetch_types = false;

  function replace(broken: Generation) {
    if (broken.replaced || ended) return;
    broken.replaced = true;
    current = create();
    // drizzle sets its date and JSON parsers on the client it is given, and the first client holds
    // the array types it read: the new client gets them all.
    Object.assign(current.client.options.parsers, first.client.options.parsers);
    Object.assign(current.client.options.serializers, first.client.options.serializers);
    Object.assign(sharedOf(current.client).typeArrayMap, sharedOf(first.client).typeArrayMap);
    listening.clear();
    // Notifications sent from now until the LISTEN is taken up again are lost.
    for (const channelWatchers of watchers.values()) for (const watcher of channelWatchers) watcher.onLost?.();
    clearTimeout(relistenTimer);
    relistenTimer = setTimeout(relisten, relistenMs);
    relistenTimer.unref();
    void broken.client.end({ timeout: 0 }).catch(() => {});
    setTimeout(broken.abandon, abandonMs).unref();
  }

  function listenOn(channel: string) {
    const handlers = listeners.get(channel)!;
    const listen = current.client.listen(
      channel,
      (payload) => {
        for (const handler of handlers) handler(payload);
      },
      () => {
        for (const watcher of watchers.get(channel) ?? []) watcher.onListen?.();
      },
    );
    listening.set(channel, listen);
    // A LISTEN lost to a cut is taken up by the replacement the cut causes.
    listen.catch(() => {});
    return listen;
  }

  function relisten() {
    for (const channel of listeners.keys()) if (!listening.has(channel)) void listenOn(channel);
  }

  /** `work`'s outcome, or CONNECTION_DESTROYED once `generation` is abandoned, whichever comes first. */
  const settledOrAbandoned = <T>(generation: Generation, work: PromiseLike<T>) =>
    new Promise<T>((resolve, reject) => {
      if (generation.abandonedWith) {
        reject(generation.abandonedWith);
        return;
      }
      generation.unsettled.add(reject);
      work.then(
        (value) => {
          generation.unsettled.delete(reject);
          resolve(value);
        },
        (error: unknown) => {
          generation.unsettled.delete(reject);
          reject(error);
        },
      );
    });

  /**
   * drizzle's statements (`unsafe`, answered as objects or as `values()`) and transactions, settled
   * at the latest when their client is abandoned. A postgres.js query runs once awaited, so the
   * wrapper awaits it only when it is awaited itself, after `values()` was asked for.
   */
  const unsafe = (...args: Parameters<Sql['unsafe']>) => {
    const generation = current;
    const query = generation.client.unsafe(...args);
    const guarded = {
      values() {
        void query.values();
        return guarded;
      },
      then<T, E>(onValue?: (value: unknown) => T, onError?: (error: unknown) => E) {
        return settledOrAbandoned(generation, query).then(onValue, onError);
      },
    };
    return guarded;
  };
  const begin = (...args: unknown[]) => {
    const generation = current;
    return settledOrAbandoned(
      generation,
      Reflect.apply(generation.client.begin, undefined, args) as PromiseLike<unknown>,
    );
  };

  // The client of the moment; `options` stays the first client's, which drizzle configures.
  const sql = new Proxy(first.client, {
    apply: (_target, thisArg, args) => Reflect.apply(current.client, thisArg, args),
    get: (_target, key) =>
      key === 'options'
        ? first.client.options
        : key === 'unsafe'
          ? unsafe
          : key === 'begin'
            ? begin
            : Reflect.get(current.client, key),
  });

  return {
    sql,
    notifications: {
      async listen(channel, onPayload, events) {
        let handlers = listeners.get(channel);
        if (!handlers) listeners.set(channel, (handlers = new Set()));
        handlers.add(onPayload);
        if (events) {
          if (!watchers.has(channel)) watchers.set(channel, new Set());
          watchers.get(channel)!.add(events);
        }
        await (listening.get(channel) ?? listenOn(channel));
        return {
          async unlisten() {
            handlers.delete(onPayload);
            if (events) watchers.get(channel)?.delete(events);
            if (handlers.size > 0) return;
            listeners.delete(channel);
            const listen = listening.get(channel);
            listening.delete(channel);
            await listen?.then((held) => held.unlisten()).catch(() => {});
          },
        };
      },
      async notify(channel, payload) {
        await current.client.notify(channel, payload);
      },
    },
    async end() {
      ended = true;
      clearTimeout(relistenTimer);
      await current.client.end({ timeout: 5 });
    },
  };
}

/** What a listener is told besides the payloads (Notifications.listen). */
type ListenEvents = NonNullable<Parameters<Notifications['listen']>[2]>;

/** postgres.js's state shared by a client's connections (not in its published types). */
const sharedOf = (client: Sql) =>
  (client.options as unknown as { shared: { typeArrayMap: Record<number, number> } }).shared;

/**
 * The socket postgres.js writes to and listens on, over a TCP socket. What postgres.js ends or
 * destroys itself closes as usual. When the server drops the connection first, it calls `onDrop`
 * and goes silent instead of closing: no `close` or `error` reaches postgres.js, and writes are
 * swallowed (see openPostgresServer for why).
 */
class GuardedSocket extends Duplex {
  private dropped = false;
  private closing = false;

  constructor(
    private readonly inner: Socket,
    private readonly onDrop: () => void,
  ) {
    super({ allowHalfOpen: false });
    inner.on('data', (chunk: Buffer) => {
      if (!this.dropped && !this.push(chunk)) inner.pause();
    });
    const lost = (error?: Error) => {
      if (this.closing) {
        this.destroy(error);
        return;
      }
      if (this.dropped) return;
      this.dropped = true;
      inner.destroy();
      this.onDrop();
    };
    inner.on('error', lost);
    inner.on('end', () => lost());
    inner.on('close', () => lost());
  }

  /** What postgres.js checks before sending its Terminate message. */
  get readyState() {
    return this.dropped ? 'closed' : this.inner.readyState;
  }

  setKeepAlive(enable?: boolean, delay?: number) {
    this.inner.setKeepAlive(enable, delay);
    return this;
  }

  override _read() {
    this.inner.resume();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.dropped) callback();
    else this.inner.write(chunk, callback);
  }

  override _final(callback: (error?: Error | null) => void) {
    this.closing = true;
    if (this.dropped) return callback();
    this.inner.end(callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.closing = true;
    this.inner.destroy();
    callback(error);
  }
}
