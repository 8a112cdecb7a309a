import { createHmac, timingSafeEqual } from 'node:crypto';
import { limits } from '../../../shared/limits.js';
import type { Actor } from '../common/actor.js';
import { secretKey } from '../common/secret-keys.js';
import type { Database } from '../db/client.js';

/** How long a signed file link opens: enough to load a page's previews or start a download. */
export const linkTtlSeconds = limits.fileLinkMinutes * 60;

/**
 * Links to private files that a browser can open without the bearer header (an <img>, a
 * download of gigabytes): the path, the session and an expiry signed with a key every instance
 * shares. A link opens only while its session is live: logout closes it too.
 */
export async function signLink(db: Database, path: string, actor: Actor, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + linkTtlSeconds;
  const signature = sign(await secretKey(db, 'file-links'), path, actor.sessionId, expires);
  return `${path}?session=${actor.sessionId}&expires=${expires}&signature=${signature}`;
}

/**
 * Whether a link to `path` is one we signed, still within its time: the session it stands for,
 * or why it opens nothing: `expired` when its time ran out, `invalid` when it is not one we
 * signed (altered, cut short). Whether that session is still open is for the caller to ask
 * (auth/session-lookup.ts): a logout closes the link too.
 */
export async function checkLink(
  db: Database,
  path: string,
  query: Record<string, unknown>,
): Promise<{ sessionId: number } | { failure: 'expired' | 'invalid' }> {
  const sessionId = Number(query.session);
  const expires = Number(query.expires);
  const signature = typeof query.signature === 'string' ? query.signature : '';
  if (!Number.isSafeInteger(sessionId) || !Number.isSafeInteger(expires)) return { failure: 'invalid' };
  const expected = Buffer.from(sign(await secretKey(db, 'file-links'), path, sessionId, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { failure: 'invalid' };
  if (expires < Date.now() / 1000) return { failure: 'expired' };
  return { sessionId };
}

export const isSignedLink = (query: Record<string, unknown>) => typeof query.signature === 'string';

function sign(key: Buffer, path: string, sessionId: number, expires: number): string {
  return createHmac('sha256', key).update(`${path}\n${sessionId}\n${expires}`).digest('hex');
}
