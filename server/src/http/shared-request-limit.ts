import { sql } from 'drizzle-orm';
import { tooManyRequests } from '../common/errors.js';
import { rateLimits } from '../common/rate-limits.tables.js';
import { keyedHash, secretKey } from '../common/secret-keys.js';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { requestWindowMs as windowMs, secondsLeftIn, type RequestLimiter } from './request-limit.js';

/** How often an instance adds what it counted to the shared table (and learns the others' counts). */
const flushMs = 1000;

export type SharedRequestLimiter = RequestLimiter & {
  /** Adds this instance's counts to the shared table now and reads back the totals. */
  flush(): Promise<void>;
};

/**
 * The per-address request budget shared by every instance on a PostgreSQL server, without a
 * database write per request: each instance counts in memory, and once a second adds its counts to
 * the shared `rate_limits` table in one statement that answers each address's total for the
 * minute (and reads again the totals of the addresses past half their budget). An address is refused when the total it last read plus what this instance counted since
 * reaches the budget. A burst can pass the budget by what the other instances admit within one
 * second before they read the total (at worst one second of requests per instance); over a minute
 * the instances allow one budget between them, not one each. A flush that fails (the database is
 * out of reach) keeps the counts for the next one and never refuses or delays a request.
 */
export function createSharedRequestLimiter(
  perMinute: number,
  db: Database,
  namespace: string,
  log?: { warn(details: object, message: string): void },
): SharedRequestLimiter {
  let window = Math.floor(Date.now() / windowMs);
  /** Counted here since the last flush, by address. */
  let pending = new Map<string, number>();
  /** Each address's total in the shared table at the last flush. */
  let shared = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const turnWindow = () => {
    const now = Math.floor(Date.now() / windowMs);
    if (now === window) return;
    window = now;
    pending = new Map();
    shared = new Map();
  };

  const flushNow = async () => {
    timer = undefined;
    const counted = pending;
    const countedWindow = window;
    // Addresses past half their budget are read again even when this instance counted none of them
    // since: the others may be spending the rest.
    const watched = [...shared].filter(([address, total]) => total >= perMinute / 2 && !counted.has(address));
    if (counted.size === 0 && watched.length === 0) return;
    pending = new Map();
    try {
      const key = await secretKey(db, 'attempt-counts');
      const addresses = [...counted.keys(), ...watched.map(([address]) => address)];
      const keys = addresses.map((address) => `${namespace}requests-${countedWindow}:${keyedHash(key, address)}`);
      const answer = await db.execute(sql`
        insert into ${rateLimits} (key, points, expire)
        select entry.key, entry.points, to_timestamp(${(countedWindow + 1) * (windowMs / 1000)})
        from unnest(${sql.param(keys)}::text[], ${sql.param(addresses.map((address) => counted.get(address) ?? 0))}::int[])
          as entry(key, points)
        on conflict (key) do update set points = ${rateLimits.points} + excluded.points
        returning key, points`);
      if (countedWindow !== window) return;
      const totals = new Map(rowsOf<{ key: string; points: number }>(answer).map((row) => [row.key, row.points]));
      addresses.forEach((address, index) => shared.set(address, totals.get(keys[index]) ?? 0));
    } catch (error) {
      log?.warn({ err: error }, 'request counts not shared');
      if (countedWindow === window)
        for (const [address, count] of counted) pending.set(address, (pending.get(address) ?? 0) + count);
    }
  };

  const flush = () => {
    flushing = (flushing ?? Promise.resolve()).then(flushNow);
    return flushing;
  };

  return {
    consume(address) {
      turnWindow();
      const used = (shared.get(address) ?? 0) + (pending.get(address) ?? 0);
      if (used >= perMinute) throw tooManyRequests(secondsLeftIn(window));
      pending.set(address, (pending.get(address) ?? 0) + 1);
      // The timer never keeps the process alive; a closing server loses at most a second of counts.
      timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
  };
}
