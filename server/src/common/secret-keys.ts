import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { appSecrets } from './app-secrets.tables.js';

const keys = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/** A signing key by its name, made once per database (so instances on one PostgreSQL agree) and kept. */
export function secretKey(db: Database, name: string): Promise<Buffer> {
  let named = keys.get(db);
  if (!named) keys.set(db, (named = new Map()));
  let key = named.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return Buffer.from(row.value, 'hex');
    })();
    key.catch(() => named.delete(name));
    named.set(name, key);
  }
  return key;
}

/** HMAC-SHA-256 of `value` under `key`, in hex: what is stored or compared instead of the value. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
