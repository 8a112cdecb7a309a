// The links into the study viewer (/visor/:studyId): the study cards write them, the viewer reads them.

/** The query parameter of `/visor/<id>` that names the series to open first. */
export const seriesParam = 'serie';

/** The viewer of a study (`Study.viewerUrl`) opened on one of its series. */
export function viewerSeriesUrl(viewerUrl: string, seriesInstanceUid: string): string {
  return `${viewerUrl}?${seriesParam}=${encodeURIComponent(seriesInstanceUid)}`;
}
