import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { studies } from '../studies/studies.tables.js';
import { studyShares } from './study-shares.tables.js';

/**
 * A study a link may still show: one its patient sees (visible, not expired). The lab hiding a
 * study, or its expiry, closes every link to it, like a revocation.
 */
export const studyStillShareable = (now: Date): SQL =>
  and(eq(studies.visible, true), or(isNull(studies.expiresAt), gt(studies.expiresAt, now)))!;

/**
 * Whether a share still opens its study: not revoked, not expired, its study still shareable.
 * Asked of the database on every use of a grant made from it, so a revocation closes it at once on
 * every instance, an open viewer included.
 */
export async function isShareOpen(db: Database, shareId: number, studyId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: studyShares.id })
    .from(studyShares)
    .innerJoin(studies, eq(studies.id, studyShares.studyId))
    .where(
      and(
        eq(studyShares.id, shareId),
        eq(studyShares.studyId, studyId),
        isNull(studyShares.revokedAt),
        gt(studyShares.expiresAt, now),
        studyStillShareable(now),
      ),
    );
  return row !== undefined;
}
