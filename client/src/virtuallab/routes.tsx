import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const DoctorPatientsPage = lazyNamed(() => import('./patients/DoctorPatientsPage'), 'DoctorPatientsPage');
const PatientStudiesPage = lazyNamed(() => import('./studies/PatientStudiesPage'), 'PatientStudiesPage');
const HiddenStudiesPage = lazyNamed(() => import('./studies/HiddenStudiesPage'), 'HiddenStudiesPage');
const UploadStudyPage = lazyNamed(() => import('./upload/UploadStudyPage'), 'UploadStudyPage');

const patientStudiesTitle = msg`Estudios del paciente`;

/**
 * The virtual lab: staff and doctors read a doctor's patients and a patient's studies (the
 * server limits a doctor to their own patients); study staff upload and see hidden ones. Its
 * list of doctors (/virtuallab) sends a doctor to their own list, in the route table.
 */
export const virtualLabPages: StaffPages = {
  staff: [
    page('/virtuallab/:id', <DoctorPatientsPage />, msg`Laboratorio virtual`),
    page('/virtuallab/patients/:id', <PatientStudiesPage />, patientStudiesTitle),
    page('/virtuallab/patients/:id/:action', <PatientStudiesPage />, patientStudiesTitle),
  ],
  studyStaff: [
    page('/virtuallab/invisiblen/:id', <HiddenStudiesPage />, msg`Estudios ocultos`),
    page('/virtuallab/upload', <UploadStudyPage />, msg`Subir resultados`),
  ],
};
