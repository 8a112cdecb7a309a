/** Doctors' patients: what patients offer the app. */
import type { Feature } from '../feature.js';
import { patientInvitationJob } from './patient-invitation.job.js';
import { PatientsResolver } from './patients.resolver.js';

export { doctorRecords, patientRecords, visiblePatientIds } from './patient-records.js';

export const patientsFeature: Feature = {
  name: 'patients',
  resolvers: [PatientsResolver],
  jobKinds: [patientInvitationJob],
};
