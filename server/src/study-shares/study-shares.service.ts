import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { studyShareEmailSchema, studyShareSchema } from '../../../shared/validation/study-share.js';
import type { Actor } from '../common/actor.js';
import { AppError, validateInput } from '../common/errors.js';
import { hashPassword } from '../common/passwords.js';
import { hashToken, newToken } from '../common/tokens.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { users } from '../users/users.tables.js';
import { announceShareClosed } from './share-events.js';
import { studyShareMailJob } from './share-mail.job.js';
import { shareUrl } from './share-url.js';
import { studyShares, type StudyShareRow } from './study-shares.tables.js';
import { scopedDb } from '../access/index.js';
import { studyRecords } from '../studies/index.js';
import { studyShareRecords } from './share-records.js';
import type { Database } from '../db/client.js';

/** A share as its creator and the study's other readers see it. */
export type StudyShareView = Omit<StudyShareRow, 'tokenHash' | 'pinHash' | 'failedPinAttempts' | 'lockedUntil'> & {
  withPin: boolean;
  createdByName: string | null;
  /** The link and the PIN exist only in the answer that creates the share; only hashes are kept. */
  url: string | null;
  pin: string | null;
};

const dayMs = 24 * 3600_000;

/**
 * Makes a link that opens one study without an account, for `days` (1 to 30), with a 6-digit PIN
 * when asked and the ZIP download when allowed. Anyone who can see the study may: staff any study
 * they see, a doctor their patients', a patient their own (NOT_FOUND otherwise). The token and the
 * PIN are in this answer only; the database keeps their hashes.
 */
export async function createStudyShare(
  deps: AppDeps,
  actor: Actor,
  input: { studyId: number; days?: number | null; withPin?: boolean | null; allowDownload?: boolean | null },
): Promise<StudyShareView> {
  const values = await validateInput(studyShareSchema, {
    days: input.days ?? undefined,
    withPin: input.withPin ?? undefined,
    allowDownload: input.allowDownload ?? undefined,
  });
  const scoped = scopedDb(deps, actor);
  const study = await scoped.require(studyRecords, input.studyId);
  const token = newToken();
  const pin = values.withPin ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null;
  const [row] = await scoped.db
    .insert(studyShares)
    .values({
      studyId: study.id,
      createdBy: actor.userId,
      tokenHash: hashToken(token),
      pinHash: pin ? await hashPassword(pin) : null,
      allowDownload: values.allowDownload,
      expiresAt: new Date(Date.now() + values.days * dayMs),
    })
    .returning();
  const [view] = await shareViews(scoped.db, and(eq(studyShares.id, row.id)));
  return { ...view, url: shareUrl(deps, token), pin };
}

/** The study's links still open (not revoked, not expired), newest first; NOT_FOUND when the actor cannot see the study. */
export async function listStudyShares(deps: AppDeps, actor: Actor, studyId: number): Promise<StudyShareView[]> {
  const scoped = scopedDb(deps, actor);
  const study = await scoped.require(studyRecords, studyId);
  return shareViews(
    scoped.db,
    and(eq(studyShares.studyId, study.id), isNull(studyShares.revokedAt), gt(studyShares.expiresAt, new Date())),
  );
}

/**
 * Closes a link at once, on every instance (each use asks the database) and for a viewer already
 * open (its next request is refused, and its landing page is told). Revoking a revoked link
 * answers it unchanged. NOT_FOUND when the actor cannot see its study.
 */
export async function revokeStudyShare(deps: AppDeps, actor: Actor, shareId: number): Promise<StudyShareView> {
  const scoped = scopedDb(deps, actor);
  const share = await scoped.require(studyShareRecords, shareId);
  const [revoked] = await scoped.db
    .update(studyShares)
    .set({ revokedAt: new Date(), revokedBy: actor.userId })
    .where(and(eq(studyShares.id, share.id), isNull(studyShares.revokedAt)))
    .returning({ id: studyShares.id });
  if (revoked) await announceShareClosed(deps, share.id);
  const [view] = await shareViews(scoped.db, eq(studyShares.id, share.id));
  return view;
}

/**
 * "Enviar por correo": the link and the lab's name to the address typed, in the sender's language;
 * never the PIN. The sender gives back the token createStudyShare answered (only its hash is
 * kept), checked against the share; a revoked or expired link is not sent. The email is a job
 * that makes the recipient a link of its own to the same share (share-mail.job.ts), retried while
 * the mail server fails.
 */
export async function sendStudyShareEmail(
  deps: AppDeps,
  actor: Actor,
  input: { shareId: number; token: string; email: string },
  meta: RequestMeta,
): Promise<boolean> {
  const { email } = await validateInput(studyShareEmailSchema, { email: input.email });
  const scoped = scopedDb(deps, actor);
  const share = await scoped.require(studyShareRecords, input.shareId);
  const open = share.revokedAt === null && share.expiresAt > new Date();
  if (share.tokenHash !== hashToken(input.token) || !open)
    throw new AppError('BAD_USER_INPUT', messages.shareEmailLinkInvalid, { field: 'token' });
  await deps.jobs.send(studyShareMailJob, {
    shareId: share.id,
    to: email,
    senderId: actor.userId,
    locale: meta.locale ?? null,
  });
  return true;
}

async function shareViews(db: Database, where: ReturnType<typeof and>): Promise<StudyShareView[]> {
  const rows = await db
    .select({
      share: studyShares,
      createdByName: sql<string | null>`nullif(concat_ws(' ', ${users.name}, ${users.lastname}), '')`,
    })
    .from(studyShares)
    .leftJoin(users, eq(users.id, studyShares.createdBy))
    .where(where)
    .orderBy(desc(studyShares.createdAt), desc(studyShares.id));
  return rows.map(({ share, createdByName }) => {
    const { tokenHash: _token, pinHash, failedPinAttempts: _failed, lockedUntil: _locked, ...rest } = share;
    return { ...rest, withPin: pinHash !== null, createdByName, url: null, pin: null };
  });
}
