import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { StudyFormOptionsDocument, StudyPatientByIdDocument } from '../../gql/graphql';
import { QueryState } from '../../shell/QueryState';
import { UploadStudyForm } from './UploadStudyForm';

/** /virtuallab/upload (staff): a new study with its files; ?patient=ID chooses the patient. */
export function UploadStudyPage() {
  const [params] = useSearchParams();
  const patientParam = params.get('patient') ?? '';
  const prefill = /^\d+$/.test(patientParam);
  const patient = useQuery(StudyPatientByIdDocument, { variables: { id: patientParam }, skip: !prefill });
  const options = useQuery(StudyFormOptionsDocument, { fetchPolicy: 'cache-and-network' });

  if (!options.data || (prefill && patient.loading)) {
    return (
      <QueryState
        loading={options.loading || patient.loading}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
    );
  }
  // A patient the user may not see (or a wrong id) is simply not chosen.
  const initialPatient = patient.data?.virtualLabPatient ?? null;
  return <UploadStudyForm key={initialPatient?.id ?? 'none'} options={options.data} initialPatient={initialPatient} />;
}
