import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A person as one side of the patient check shows them. */
export type CheckedPatient = { name: string; birthDate: string | null; patientId?: string | null };

/** Both sides of a refused save: the portal's patient and the patients recorded in the DICOM files. */
export type DicomPatientMismatch = { portalPatient: CheckedPatient; dicomPatients: CheckedPatient[] };

/**
 * The server's CONFLICT on field dicomPatientConfirmed (createStudy, addStudyFiles): the DICOM files
 * name another patient than the study's. Null for any other error.
 */
export function dicomPatientMismatchOf(error: unknown): DicomPatientMismatch | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const { extensions } of error.errors) {
    if (extensions?.code !== 'CONFLICT' || extensions.field !== 'dicomPatientConfirmed') continue;
    const portalPatient = extensions.portalPatient as CheckedPatient | undefined;
    const dicomPatients = extensions.dicomPatients as CheckedPatient[] | undefined;
    if (portalPatient && Array.isArray(dicomPatients)) return { portalPatient, dicomPatients };
  }
  return null;
}

/**
 * Runs `save`; when the server refuses because the DICOM patient differs, asks staff to compare
 * both sides (`confirm`) and, if they say it is the same person, saves again with the confirmation.
 * Answers false when staff did not confirm (nothing was saved).
 */
export async function saveCheckingDicomPatient(
  save: (confirmed: boolean) => Promise<unknown>,
  confirm: (mismatch: DicomPatientMismatch) => Promise<boolean>,
): Promise<boolean> {
  try {
    await save(false);
    return true;
  } catch (error) {
    const mismatch = dicomPatientMismatchOf(error);
    if (!mismatch) throw error;
    if (!(await confirm(mismatch))) return false;
    await save(true);
    return true;
  }
}
