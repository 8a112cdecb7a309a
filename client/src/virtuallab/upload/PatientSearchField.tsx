import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { SearchStudyPatientsDocument, type StudyPatientOptionFragment } from '../../gql/graphql';
import { FormPersonField } from '../../shell/forms/FormPersonField';

function usePatientOptions(search: string, skip: boolean) {
  const { data, previousData, loading } = useQuery(SearchStudyPatientsDocument, { variables: { search }, skip });
  return { options: (data ?? previousData)?.searchPatients ?? [], loading };
}

/** "Paciente": found by name or email as the user types (2 letters or more), bound to formik's patientId. */
export function PatientSearchField({ initial }: { initial: StudyPatientOptionFragment | null }) {
  const { t } = useLingui();
  return (
    <FormPersonField<StudyPatientOptionFragment>
      name="patientId"
      label={t`Paciente`}
      helperText={t`Busca por nombre o correo.`}
      initial={initial}
      waitForTwoLetters
      useOptions={usePatientOptions}
      detailOf={(patient) => (patient.doctor ? `${patient.email} · ${patient.doctor.fullName}` : patient.email)}
      noneFound={t`Ningún paciente coincide`}
    />
  );
}
