/** What DICOMweb offers the app: its routes, resolvers, stored renderings, the job after files are attached, and the share viewer. */
import type { Feature } from '../feature.js';
import { dicomWebRoutes } from './dicom-web.rest.js';
import { renderingStorageOwners } from './dicom-renderings.js';
import { seriesImagesJob } from './series-images.job.js';
import { SharedStudyViewerResolver } from './shared-study-viewer.resolver.js';
import { StudyImagesResolver, StudyViewerResolver } from './viewer.resolver.js';

export { StudySeriesGql, StudyViewerGql } from './viewer.types.js';
export { type StudyViewerOut } from './viewer.service.js';
export { studyViewerForShare } from './share-viewer.service.js';
export { dicomWebRoot } from './dicom-web-paths.js';

export const dicomWebFeature: Feature = {
  name: 'dicom-web',
  resolvers: [StudyViewerResolver, StudyImagesResolver, SharedStudyViewerResolver],
  routes: [dicomWebRoutes],
  storageOwners: renderingStorageOwners,
  // Each series' thumbnail and preview are made by a job once files are attached to a study.
  filesAttached: [seriesImagesJob],
  jobKinds: [seriesImagesJob],
};
