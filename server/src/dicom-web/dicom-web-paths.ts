/** Where DICOMweb answers: the base path viewers and Orthanc use. */
export const dicomWebRoot = '/dicom-web';

const part = encodeURIComponent;
export const studyPath = (study: string) => `/studies/${part(study)}`;
export const seriesPath = (study: string, series: string) => `${studyPath(study)}/series/${part(series)}`;
export const instancePath = (study: string, series: string, instance: string) =>
  `${seriesPath(study, series)}/instances/${part(instance)}`;
export const framesPath = (study: string, series: string, instance: string, frames: number[]) =>
  `${instancePath(study, series, instance)}/frames/${frames.join(',')}`;

/** The portal's viewer page of a study (the viewer slice serves it). */
export const viewerUrl = (studyId: number) => `/visor/${studyId}`;
