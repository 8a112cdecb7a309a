import { defineJob } from '../jobs/index.js';
import { completeStudyMetadata } from './dicom-metadata.js';
import type { FilesAttachedData } from './files-attached.js';

/**
 * Once files are attached to a saved study, its DICOM instances get the JSON model their upload
 * left for later, so DICOMweb's first metadata read finds it made (a read that comes first makes
 * and keeps it itself). A repeated run finds the models made and writes nothing; a run after a
 * failure makes the ones still missing.
 */
export const dicomMetadataJob = defineJob<FilesAttachedData>({
  name: 'studies.dicom-metadata',
  title: /*i18n*/ 'Metadatos DICOM de un estudio guardado',
  oneWaitingPerKey: true,
  run: (deps, { studyId }) => completeStudyMetadata(deps, studyId),
});
