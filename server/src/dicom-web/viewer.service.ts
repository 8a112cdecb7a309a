import { auditedRead } from '../access-log/index.js';
import type { Actor } from '../common/actor.js';
import type { AccessChannel } from '../access-log/access-log.tables.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { issueViewerGrant, type ViewerGrant } from '../files/index.js';
import { loadStudySeries, type StudySeriesSummary } from '../studies/index.js';
import { dicomWebRoot, framesPath, seriesPath } from './dicom-web-paths.js';
import { previewPixels } from './dicom-images.js';
import { scopedDb } from '../access/index.js';
import { studyRecords } from '../studies/index.js';

export type StudySeriesOut = Omit<StudySeriesSummary, 'middleInstanceUid' | 'middleFrame' | 'pixelSpacing'> & {
  pixelSpacing: number[] | null;
  thumbnailUrl: string;
  previewUrl: string;
};

export type StudyViewerOut = {
  studyId: number;
  grant: string;
  grantExpiresAt: Date;
  dicomWebRoot: string;
  studyInstanceUids: string[];
  series: StudySeriesOut[];
};

/**
 * Opens a study's images for the signed-in caller: a grant bound to their session (it closes with
 * a logout, or when they no longer see the study) and the series. Writes the one access-log entry
 * of this viewing session (its frames and thumbnails are not logged one by one); a refused attempt
 * is logged too and answers NOT_FOUND.
 */
export async function openStudyViewer(
  deps: AppDeps,
  actor: Actor,
  studyId: number,
  channel: Extract<AccessChannel, 'portal' | 'app'>,
  meta: RequestMeta,
): Promise<StudyViewerOut> {
  const scoped = scopedDb(deps, actor);
  const study = await auditedRead(
    deps,
    actor,
    meta,
    { action: 'viewer_open', studyId, channel },
    () => scoped.require(studyRecords, studyId),
    (row) => [{ patientId: row.patientId, studyId: row.id, channel }],
  );
  const grant = await issueViewerGrant(scoped.db, sessionGrant(actor, study.id));
  const series = (await loadStudySeries(scoped.db, [study.id])).get(study.id) ?? [];
  return viewerOut(study.id, grant, series);
}

/** A study's series for the signed-in caller (Study.series), its image URLs carrying a grant of their session. */
export async function seriesForSession(deps: AppDeps, actor: Actor, studyId: number, series: StudySeriesSummary[]) {
  if (series.length === 0) return [];
  const scoped = scopedDb(deps, actor);
  const grant = await issueViewerGrant(scoped.db, sessionGrant(actor, studyId));
  return series.map((one) => seriesOut(one, grant.token));
}

const sessionGrant = (actor: Actor, studyId: number): ViewerGrant => ({
  studyId,
  via: 'session',
  sessionId: actor.sessionId,
  userId: actor.userId,
  role: actor.role,
});

export function viewerOut(
  studyId: number,
  grant: { token: string; expiresAt: Date },
  series: StudySeriesSummary[],
): StudyViewerOut {
  return {
    studyId,
    grant: grant.token,
    grantExpiresAt: grant.expiresAt,
    dicomWebRoot,
    studyInstanceUids: [...new Set(series.map((one) => one.studyInstanceUid))],
    series: series.map((one) => seriesOut(one, grant.token)),
  };
}

function seriesOut(series: StudySeriesSummary, grant: string): StudySeriesOut {
  const { middleInstanceUid, middleFrame, pixelSpacing, ...rest } = series;
  const withGrant = `grant=${encodeURIComponent(grant)}`;
  const frame = framesPath(series.studyInstanceUid, series.seriesInstanceUid, middleInstanceUid, [middleFrame]);
  return {
    ...rest,
    pixelSpacing,
    thumbnailUrl: `${dicomWebRoot}${seriesPath(series.studyInstanceUid, series.seriesInstanceUid)}/thumbnail?${withGrant}`,
    previewUrl: `${dicomWebRoot}${frame}/rendered?viewport=${previewPixels},${previewPixels}&${withGrant}`,
  };
}
