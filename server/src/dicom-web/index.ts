/** What DICOMweb offers the app: its routes, resolvers, stored renderings, the step after files are attached, and the share viewer. */
import type { AppDeps } from '../deps.js';
import type { Feature } from '../feature.js';
import type { FilesAttachedStep } from '../studies/index.js';
import { readableInstances } from './dicom-instances.js';
import { representativeImage } from './dicom-images.js';
import { serverReader } from './dicom-readers.js';
import { dicomWebRoutes } from './dicom-web.rest.js';
import { renderingStorageOwners } from './dicom-renderings.js';
import { SharedStudyViewerResolver } from './shared-study-viewer.resolver.js';
import { StudyImagesResolver, StudyViewerResolver } from './viewer.resolver.js';

export { StudySeriesGql, StudyViewerGql } from './viewer.types.js';
export { type StudyViewerOut } from './viewer.service.js';
export { studyViewerForShare } from './share-viewer.service.js';
export { dicomWebRoot } from './dicom-web-paths.js';

/**
 * Renders each series' thumbnail and preview once a study's files are attached, so the first
 * list or viewer that shows them reads kept images. Runs as the server (the save that started it
 * was checked), one series after another: two cores are shared with every request.
 */
export const renderSeriesImages: FilesAttachedStep = async (deps: AppDeps, studyId: number) => {
  const reader = serverReader(deps, studyId);
  const instances = await readableInstances(reader.db, reader, {}).catch(() => []);
  const bySeries = new Map<string, typeof instances>();
  for (const instance of instances) {
    const key = `${instance.studyInstanceUid}/${instance.seriesInstanceUid}`;
    bySeries.set(key, [...(bySeries.get(key) ?? []), instance]);
  }
  for (const series of bySeries.values()) {
    await representativeImage(deps, reader.db, series, 'thumbnail');
    await representativeImage(deps, reader.db, series, 'preview');
  }
};

export const dicomWebFeature: Feature = {
  name: 'dicom-web',
  resolvers: [StudyViewerResolver, StudyImagesResolver, SharedStudyViewerResolver],
  routes: [dicomWebRoutes],
  storageOwners: renderingStorageOwners,
  filesAttached: [renderSeriesImages],
};
