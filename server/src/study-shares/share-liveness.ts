import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { studyShares } from './study-shares.tables.js';

/**
 * Whether a share still opens its study: not revoked, not expired. Asked of the database on every
 * use of a grant made from it, so a revocation closes it at once on every instance, an open viewer
 * included.
 */
export async function isShareOpen(db: Database, shareId: number, studyId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: studyShares.id })
    .from(studyShares)
    .where(
      and(
        eq(studyShares.id, shareId),
        eq(studyShares.studyId, studyId),
        isNull(studyShares.revokedAt),
        gt(studyShares.expiresAt, now),
      ),
    );
  return row !== undefined;
}
