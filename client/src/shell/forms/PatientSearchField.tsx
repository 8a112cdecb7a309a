import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SearchStudyPatientsDocument, type StudyPatientOptionFragment } from '../../gql/graphql';
import { FormPersonField, type PersonChoice } from './FormPersonField';

/** A patient the field can start with: a search result, or only the id and name another list knows. */
export type PatientChoice = PersonChoice & Partial<Pick<StudyPatientOptionFragment, 'email' | 'doctor'>>;

function usePatientOptions(search: string, skip: boolean) {
  const { data, previousData, loading } = useQuery(SearchStudyPatientsDocument, { variables: { search }, skip });
  return { options: (data ?? previousData)?.searchPatients ?? [], loading };
}

const detailOf = (patient: PatientChoice) =>
  patient.doctor ? `${patient.email ?? ''} · ${patient.doctor.fullName}` : patient.email;

/**
 * "Paciente": found by name or email as the user types (2 letters or more), bound to formik's
 * patientId; what the upload form and the DICOM inbox's assignment choose a patient with.
 */
export function PatientSearchField({ initial }: { initial: PatientChoice | null }) {
  const { t } = useLingui();
  return (
    <FormPersonField<PatientChoice>
      name="patientId"
      label={t`Paciente`}
      helperText={t`Busca por nombre o correo.`}
      initial={initial}
      waitForTwoLetters
      useOptions={usePatientOptions}
      detailOf={detailOf}
      noneFound={t`Ningún paciente coincide`}
    />
  );
}
