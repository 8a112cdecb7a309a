import { createHmac, timingSafeEqual } from 'node:crypto';
import { roles, type Role } from '../../../shared/limits.js';
import { secretKey } from '../common/secret-keys.js';
import type { Database } from '../db/client.js';

/**
 * What a viewer grant opens: one study's images, for a signed-in session (portal or app) or for
 * a share link's recipient. Whoever checks a grant also checks that its session or share is still
 * open: a logout or a revocation closes every grant made from it at once, on every instance.
 * A session's grant carries its user and role as they were when it was issued, so that the check
 * of a DICOMweb request fits in the one query that finds the instance (dicom-web/dicom-readers.ts);
 * that check also asks the user still to have that role.
 */
export type ViewerGrant =
  | { studyId: number; via: 'session'; sessionId: number; userId: number; role: Role }
  | { studyId: number; via: 'share'; shareId: number };

/** How long a grant opens when nothing closes it sooner: a long reading session. */
export const viewerGrantHours = 12;

type Payload = { s: number; v: 'session' | 'share'; i: number; e: number; u?: number; r?: string };

/**
 * A grant as a token the viewer sends with each DICOMweb request (header `X-Viewer-Grant`, or
 * `grant` in the query of an <img>): the grant and its expiry signed with a key every instance
 * shares.
 */
export async function issueViewerGrant(
  db: Database,
  grant: ViewerGrant,
  options: { now?: number; notAfter?: Date } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const now = options.now ?? Date.now();
  let expires = Math.floor(now / 1000) + viewerGrantHours * 3600;
  if (options.notAfter) expires = Math.min(expires, Math.floor(options.notAfter.getTime() / 1000));
  const payload: Payload = {
    s: grant.studyId,
    v: grant.via,
    i: grant.via === 'session' ? grant.sessionId : grant.shareId,
    e: expires,
    ...(grant.via === 'session' ? { u: grant.userId, r: grant.role } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const signature = await sign(db, body);
  return { token: `${body}.${signature}`, expiresAt: new Date(expires * 1000) };
}

/** The grant a token stands for while it is ours and in time; null otherwise (altered, expired, not a token). */
export async function readViewerGrant(db: Database, token: string, now = Date.now()): Promise<ViewerGrant | null> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(await sign(db, body), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(payload.e) || payload.e * 1000 <= now) return null;
  if (!Number.isSafeInteger(payload.s) || !Number.isSafeInteger(payload.i)) return null;
  if (payload.v === 'session') {
    if (!Number.isSafeInteger(payload.u) || !isRole(payload.r)) return null;
    return { studyId: payload.s, via: 'session', sessionId: payload.i, userId: payload.u!, role: payload.r };
  }
  if (payload.v === 'share') return { studyId: payload.s, via: 'share', shareId: payload.i };
  return null;
}

const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

async function sign(db: Database, body: string): Promise<string> {
  return createHmac('sha256', await secretKey(db, 'viewer-grants'))
    .update(body)
    .digest('base64url');
}
