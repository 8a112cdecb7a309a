export { dicomPersonName } from '../../../shared/dicom-person-name';

/** Where the staff see a patient's studies (the virtual lab's patient page). */
export const patientStudiesPath = (patientId: string) => `/virtuallab/patients/${patientId}`;
