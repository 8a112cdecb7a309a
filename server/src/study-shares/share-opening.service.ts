import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sharePinSchema } from '../../../shared/validation/study-share.js';
import { logShareAccess } from '../access-log/index.js';
import { validateInput } from '../common/errors.js';
import { verifyPassword } from '../common/passwords.js';
import { hashToken } from '../common/tokens.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { issueViewerGrant } from '../files/index.js';
import { studies, studyFiles } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';
import { isShareOpen } from './share-liveness.js';
import { studyShareMailLinks, studyShares, type StudyShareRow } from './study-shares.tables.js';

/** Wrong PINs in a row that lock a link, and for how long. */
export const pinAttempts = 5;
export const pinLockMinutes = 15;

export type SharedStudyState = 'open' | 'pin_required' | 'wrong_pin' | 'locked' | 'expired' | 'revoked' | 'not_found';

/** A file of the shared study the recipient opens through the link (reports, pictures). */
export type SharedFileView = {
  id: number;
  name: string;
  mediaType: string;
  size: number;
  byteSize: number;
  url: string;
};

/** What the recipient of an open link sees: no names beyond the doctor's, the patient by initials. */
export type SharedStudyView = {
  shareId: number;
  studyId: number;
  labName: string;
  studyTypeName: string;
  studyDate: string;
  doctorName: string | null;
  patientInitials: string;
  expiresAt: Date;
  allowDownload: boolean;
  /** The share's viewer grant: what opens its files and images, until the link closes. */
  grant: string;
  grantExpiresAt: Date;
  files: SharedFileView[];
  zipUrl: string | null;
};

export type SharedStudyAnswer = {
  state: SharedStudyState;
  attemptsLeft: number | null;
  lockedUntil: Date | null;
  study: SharedStudyView | null;
};

const answer = (state: SharedStudyState, extra: Partial<SharedStudyAnswer> = {}): SharedStudyAnswer => ({
  state,
  attemptsLeft: null,
  lockedUntil: null,
  study: null,
  ...extra,
});

/** A token as newToken() makes them: 32 bytes, base64url. Anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The share's file paths, opened with its grant (`grant=` in the query, for a plain link). */
export const sharedFileUrl = (fileId: number, grant: string) => `/shares/files/${fileId}?grant=${grant}`;
export const sharedZipUrl = (grant: string) => `/shares/zip?grant=${grant}`;

/**
 * Opens a share link for its recipient, who has no account. Every try counts against the
 * address's budget and a known token gives it back, so only guesses are bounded. The answer says
 * where the link stands: unknown, revoked, expired, locked after five wrong PINs (the lock and the
 * count are on the row, so every instance agrees), asking for its PIN, or open. An open link
 * counts one more open, is written to the access log and answers the study with a grant for its
 * files and images.
 */
export async function openSharedStudy(
  deps: AppDeps,
  input: { token: string; pin?: string | null },
  meta: RequestMeta,
): Promise<SharedStudyAnswer> {
  const pin = input.pin == null || input.pin === '' ? null : (await validateInput(sharePinSchema, input)).pin;
  const budget = { address: meta.ip };
  await deps.attempts.consume('shareToken', budget);
  const share = tokenShape.test(input.token) ? await shareOfToken(deps, input.token) : undefined;
  if (!share) return answer('not_found');
  await deps.attempts.forgive('shareToken', budget);
  const now = new Date();
  if (share.revokedAt) return answer('revoked');
  if (share.expiresAt <= now) return answer('expired');
  // A study the lab has since hidden, or that expired, is no longer shared: as if revoked.
  if (!(await isShareOpen(deps.systemDb, share.id, share.studyId, now))) return answer('revoked');
  if (share.lockedUntil && share.lockedUntil > now) return answer('locked', { lockedUntil: share.lockedUntil });
  if (share.pinHash) {
    if (pin === null) return answer('pin_required');
    if (!(await verifyPassword(share.pinHash, pin))) return wrongPin(deps, share, now);
  }
  return open(deps, share, meta, now);
}

/** The share a token opens: the share's own token, or the link an email of it carried (share-mail.job.ts). */
async function shareOfToken(deps: AppDeps, token: string): Promise<StudyShareRow | undefined> {
  const tokenHash = hashToken(token);
  const [own] = await deps.systemDb.select().from(studyShares).where(eq(studyShares.tokenHash, tokenHash));
  if (own) return own;
  const [mailed] = await deps.systemDb
    .select({ share: studyShares })
    .from(studyShareMailLinks)
    .innerJoin(studyShares, eq(studyShares.id, studyShareMailLinks.shareId))
    .where(eq(studyShareMailLinks.tokenHash, tokenHash));
  return mailed?.share;
}

/**
 * Counts a wrong PIN in one statement (two instances never both miss the fifth), and at the fifth
 * locks the link for 15 minutes and starts the count again. A PIN tried while a lock began
 * elsewhere answers the lock.
 */
async function wrongPin(deps: AppDeps, share: StudyShareRow, now: Date): Promise<SharedStudyAnswer> {
  const reachesLimit = sql`${studyShares.failedPinAttempts} + 1 >= ${pinAttempts}`;
  const lockUntil = new Date(now.getTime() + pinLockMinutes * 60_000);
  const [counted] = await deps.systemDb
    .update(studyShares)
    .set({
      failedPinAttempts: sql`case when ${reachesLimit} then 0 else ${studyShares.failedPinAttempts} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${lockUntil.toISOString()}::timestamptz else ${studyShares.lockedUntil} end`,
    })
    .where(and(eq(studyShares.id, share.id), or(isNull(studyShares.lockedUntil), lte(studyShares.lockedUntil, now))))
    .returning({ failed: studyShares.failedPinAttempts, lockedUntil: studyShares.lockedUntil });
  if (!counted) {
    const [current] = await deps.systemDb
      .select({ lockedUntil: studyShares.lockedUntil })
      .from(studyShares)
      .where(eq(studyShares.id, share.id));
    return answer('locked', { lockedUntil: current?.lockedUntil ?? lockUntil });
  }
  if (counted.lockedUntil && counted.lockedUntil > now) return answer('locked', { lockedUntil: counted.lockedUntil });
  return answer('wrong_pin', { attemptsLeft: pinAttempts - counted.failed });
}

async function open(deps: AppDeps, share: StudyShareRow, meta: RequestMeta, now: Date): Promise<SharedStudyAnswer> {
  // Counted only while still open: a revocation between the read and now wins.
  const [opened] = await deps.systemDb
    .update(studyShares)
    .set({ opens: sql`${studyShares.opens} + 1`, lastOpenedAt: now, failedPinAttempts: 0 })
    .where(and(eq(studyShares.id, share.id), isNull(studyShares.revokedAt), gt(studyShares.expiresAt, now)))
    .returning({ id: studyShares.id });
  if (!opened) return answer('revoked');
  const study = await sharedStudy(deps, share);
  if (!study) return answer('not_found');
  await logShareAccess(
    deps.systemDb,
    share.id,
    'share_open',
    [{ patientId: study.patientId, studyId: share.studyId }],
    meta,
  );
  return answer('open', { study: study.view });
}

const doctors = alias(users, 'doctor');

async function sharedStudy(
  deps: AppDeps,
  share: StudyShareRow,
): Promise<{ view: SharedStudyView; patientId: number } | null> {
  const [found] = await deps.systemDb
    .select({
      study: studies,
      studyTypeName: studyTypes.name,
      patient: { name: users.name, lastname: users.lastname, motherLastname: users.motherLastname },
      doctorName: sql<
        string | null
      >`nullif(concat_ws(' ', ${doctors.name}, ${doctors.lastname}, ${doctors.motherLastname}), '')`,
    })
    .from(studies)
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .innerJoin(users, eq(users.id, studies.patientId))
    .leftJoin(doctors, eq(doctors.id, studies.doctorId))
    .where(eq(studies.id, share.studyId));
  if (!found) return null;
  const grant = await issueViewerGrant(
    deps.systemDb,
    { studyId: share.studyId, via: 'share', shareId: share.id },
    { notAfter: share.expiresAt },
  );
  const files = await sharedDocuments(deps, share.studyId);
  return {
    patientId: found.study.patientId,
    view: {
      shareId: share.id,
      studyId: share.studyId,
      labName: deps.config.labName,
      studyTypeName: found.studyTypeName,
      studyDate: found.study.studyDate,
      doctorName: found.study.doctorId ? found.doctorName : null,
      patientInitials: initialsOf([found.patient.name, found.patient.lastname, found.patient.motherLastname]),
      expiresAt: share.expiresAt,
      allowDownload: share.allowDownload,
      grant: grant.token,
      grantExpiresAt: grant.expiresAt,
      files: files.map((file) => ({ ...file, byteSize: file.size, url: sharedFileUrl(file.id, grant.token) })),
      zipUrl: share.allowDownload ? sharedZipUrl(grant.token) : null,
    },
  };
}

/** The study's documents (report PDFs, pictures): every file but its DICOM images, which the viewer and the ZIP carry. */
function sharedDocuments(deps: AppDeps, studyId: number) {
  return deps.systemDb
    .select({ id: studyFiles.id, name: studyFiles.name, mediaType: studyFiles.mediaType, size: studyFiles.size })
    .from(studyFiles)
    .where(and(eq(studyFiles.studyId, studyId), sql`${studyFiles.mediaType} <> 'application/dicom'`))
    .orderBy(studyFiles.id);
}

/** "Juan Pérez García" as "J. P. G.": enough for the recipient to match the patient, nothing more. */
export function initialsOf(parts: (string | null)[]): string {
  return parts
    .flatMap((part) => (part ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((word) => `${word.charAt(0).toLocaleUpperCase('es-MX')}.`)
    .join(' ');
}
