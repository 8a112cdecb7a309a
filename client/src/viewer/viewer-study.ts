import type { StudySeriesFieldsFragment, StudyViewerFieldsFragment } from '../gql/graphql';

/** One series of a study as the viewer lists it (the contract's `StudySeries`). */
export type ViewerSeries = StudySeriesFieldsFragment;

/** What `openStudyViewer` and `openSharedStudy` answer: a grant for one study and its series. */
export type ViewerStudy = StudyViewerFieldsFragment;

/** Radiographs show as one image; CT (a CBCT) as slices and, once loaded, three planes. */
export function isVolumeSeries(series: Pick<ViewerSeries, 'modality' | 'imageCount'>): boolean {
  return series.modality === 'CT' && series.imageCount > 1;
}
