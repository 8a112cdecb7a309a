/** The patient's own area of the portal ("Mi portal": their results and their chat). */
export const patientHomePath = '/paciente';

/** The query parameter of the patient's area that names the study to show. */
export const studyQueryParam = 'estudio';

/** Where a patient opens one of their studies in the portal: "Mi portal", at that study. */
export const patientStudyPath = (studyId: number | string) => `${patientHomePath}?${studyQueryParam}=${studyId}`;
