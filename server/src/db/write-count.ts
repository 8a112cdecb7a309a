import type { Sql } from 'postgres';

/** Statements that only read: `select` (drizzle's reads) and `with … select` are not counted. */
const readOnly = /^\s*(select|with\b(?![\s\S]*\b(insert|update|delete)\b))/i;

/**
 * A postgres.js client that counts this process's writes as they complete: each statement that
 * is not a plain read, and each transaction (drizzle's `begin`), once it has committed or failed.
 * What this process wrote is then known at once, before its notifications come back from the
 * server (live-content-versions.ts reads the versions again after a write of its own).
 */
export function countWrites(sql: Sql): { sql: Sql; writes: () => number } {
  let writes = 0;
  const counted = () => {
    writes += 1;
  };
  const unsafe = (...args: Parameters<Sql['unsafe']>) => {
    const query = sql.unsafe(...args);
    if (readOnly.test(args[0])) return query;
    const wrapped = {
      values() {
        void query.values();
        return wrapped;
      },
      then<T, E>(onValue?: (value: unknown) => T, onError?: (error: unknown) => E) {
        return Promise.resolve(query).finally(counted).then(onValue, onError);
      },
    };
    return wrapped;
  };
  const begin = (...args: unknown[]) => Promise.resolve(Reflect.apply(sql.begin, undefined, args)).finally(counted);
  const proxy = new Proxy(sql, {
    get: (target, key) => (key === 'unsafe' ? unsafe : key === 'begin' ? begin : Reflect.get(target, key)),
  });
  return { sql: proxy, writes: () => writes };
}
