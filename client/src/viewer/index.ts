/**
 * The study viewer: mount it with the `StudyViewer` object that `openStudyViewer` or
 * `openSharedStudy` answers, and `onGone` for when its grant is closed. Import it only from a page
 * that is itself loaded lazily (the viewer's page, a share link's page): it shows the preview at
 * once and loads the imaging library on its own. Not a lazy component here: a second, dynamic way
 * into StudyViewer made the bundler split the entry chunk (react-router and others) into shared
 * chunks, 5 KB gzip more on every first visit of the catalogue.
 */
export { StudyViewer } from './StudyViewer';
export type { StudyViewerProps } from './StudyViewer';
export type { ViewerSeries, ViewerStudy } from './viewer-study';
