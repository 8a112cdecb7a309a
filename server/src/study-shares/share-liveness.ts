import { and, eq, exists, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
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
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, studyId), shareOpensStudy(shareId, now)));
  return row !== undefined;
}

const queryBuilder = new QueryBuilder();

/**
 * The same question as a condition on `studies`, for a query that reads the study's content: the
 * share is of this study and open, and the study still shareable. A DICOMweb request with a
 * share's grant asks it in the query that finds the instance.
 */
export function shareOpensStudy(shareId: number, now = new Date()): SQL {
  const open = queryBuilder
    .select({ one: sql`1` })
    .from(studyShares)
    .where(
      and(
        eq(studyShares.id, shareId),
        eq(studyShares.studyId, studies.id),
        isNull(studyShares.revokedAt),
        gt(studyShares.expiresAt, now),
      ),
    );
  return and(exists(open), studyStillShareable(now))!;
}
