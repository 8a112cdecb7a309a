/** Studies, their files and groups (the virtual lab): what studies offer the app. */
import type { Feature } from '../feature.js';
import { StudiesResolver, StudyFileFieldsResolver } from './studies.resolver.js';
import { studiesRoutes } from './studies.rest.js';
import { dicomMetadataJob } from './dicom-metadata.job.js';
import { studyAccountDeletion } from './study-account-deletion.js';
import { studyStorageOwners } from './study-files.service.js';
import { StudyGroupsResolver } from './study-groups.resolver.js';

export { buildDicomdir } from './dicomdir.js';
export { withMetadata } from './dicom-metadata.js';
export type { DicomdirInstance } from './dicomdir.js';
export type { FilesAttachedData, FilesAttachedJob } from './files-attached.js';
export { deliverResultIfReady } from './result-ready.js';
export type { ResultDeliveryStep } from './result-ready.js';
export { attachScannerFiles, createScannerStudy } from './scanner-files.service.js';
export { BranchOfficeRefGql, StudyGql } from './studies.types.js';
export {
  importStudyFile,
  removeStoredBytes,
  storeStudyFile,
  studyFileToServe,
  studyMediaTypes,
} from './study-files.service.js';
export type { StoredStudyFile } from './study-files.service.js';
export { saveStudyGroup } from './study-groups.service.js';
export { loadStudySeries } from './study-series.js';
export { isStudyStaff, studyRecords, visibleStudiesAt } from './study-records.js';
export type { StudySeriesSummary } from './study-series.js';

export const studiesFeature: Feature = {
  name: 'studies',
  resolvers: [StudiesResolver, StudyFileFieldsResolver, StudyGroupsResolver],
  routes: [studiesRoutes],
  storageOwners: studyStorageOwners,
  accountDeletion: [studyAccountDeletion],
  filesAttached: [dicomMetadataJob],
  jobKinds: [dicomMetadataJob],
};
