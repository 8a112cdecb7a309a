import { lazy } from 'react';

/**
 * The study viewer, loaded when first shown: mount it with the `StudyViewer` object that
 * `openStudyViewer` or `openSharedStudy` answers, and `onGone` for when its grant is closed.
 */
export const StudyViewer = lazy(async () => ({ default: (await import('./StudyViewer')).StudyViewer }));
export type { StudyViewerProps } from './StudyViewer';
export type { ViewerSeries, ViewerStudy } from './viewer-study';
export { viewerSeriesUrl } from './viewer-links';
