import type { AppDeps } from '../deps.js';
import { issueViewerGrant } from '../files/index.js';
import { loadStudySeries } from '../studies/index.js';
import { viewerOut, type StudyViewerOut } from './viewer.service.js';

/**
 * The viewer of a share link's study (for openSharedStudy, which has checked the link, its PIN and
 * logged the open): a grant that closes with the link, at its expiry at the latest.
 */
export async function studyViewerForShare(
  deps: AppDeps,
  share: { shareId: number; studyId: number; expiresAt: Date },
): Promise<StudyViewerOut> {
  const grant = await issueViewerGrant(
    deps.systemDb,
    { studyId: share.studyId, via: 'share', shareId: share.shareId },
    { notAfter: share.expiresAt },
  );
  const series = (await loadStudySeries(deps.systemDb, [share.studyId])).get(share.studyId) ?? [];
  return viewerOut(share.studyId, grant, series);
}
