import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { limits } from '../../../shared/limits.js';
import { resolveSessionById } from '../auth/sessions.js';
import type { Actor } from '../common/actor.js';
import type { Database } from '../db/client.js';
import { appSecrets } from './files.tables.js';

/** How long a signed file link opens: enough to load a page's previews or start a download. */
export const linkTtlSeconds = limits.fileLinkMinutes * 60;

/**
 * Links to private files that a browser can open without the bearer header (an <img>, a
 * download of gigabytes): the path, the session and an expiry signed with a key every instance
 * shares. A link opens only while its session is live: logout closes it too.
 */
export async function signLink(db: Database, path: string, actor: Actor, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + linkTtlSeconds;
  const signature = sign(await linkKey(db), path, actor.sessionId, expires);
  return `${path}?session=${actor.sessionId}&expires=${expires}&signature=${signature}`;
}

/**
 * Who a link to `path` stands for, or why it opens nothing: `expired` when it is genuine but its
 * time or its session ran out, `invalid` when it is not one we signed (altered, cut short).
 */
export async function checkLink(db: Database, path: string, query: Record<string, unknown>): Promise<{ actor: Actor } | { failure: 'expired' | 'invalid' }> {
  const sessionId = Number(query.session);
  const expires = Number(query.expires);
  const signature = typeof query.signature === 'string' ? query.signature : '';
  if (!Number.isSafeInteger(sessionId) || !Number.isSafeInteger(expires)) return { failure: 'invalid' };
  const expected = Buffer.from(sign(await linkKey(db), path, sessionId, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { failure: 'invalid' };
  if (expires < Date.now() / 1000) return { failure: 'expired' };
  const actor = await resolveSessionById(db, sessionId);
  return actor ? { actor } : { failure: 'expired' };
}

/** The actor behind a signed link to `path`, or null when it is forged, expired or its session ended. */
export async function actorOfLink(db: Database, path: string, query: Record<string, unknown>): Promise<Actor | null> {
  const check = await checkLink(db, path, query);
  return 'actor' in check ? check.actor : null;
}

export const isSignedLink = (query: Record<string, unknown>) => typeof query.signature === 'string';

function sign(key: Buffer, path: string, sessionId: number, expires: number): string {
  return createHmac('sha256', key).update(`${path}\n${sessionId}\n${expires}`).digest('hex');
}

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The signing key, made once per database (so instances on one PostgreSQL agree) and kept. */
function linkKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(appSecrets).values({ name: 'file-links', value: randomBytes(32).toString('hex') }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'file-links'));
      return Buffer.from(row.value, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
