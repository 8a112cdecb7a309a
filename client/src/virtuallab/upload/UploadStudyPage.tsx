import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { AppSettingsDocument, StudyFormOptionsDocument, StudyPatientByIdDocument } from '../../gql/graphql';
import { QueryState } from '../../shell/QueryState';
import { UploadStudyForm } from './UploadStudyForm';

/** /virtuallab/upload (staff): a new study with its files; ?patient=ID chooses the patient. */
export function UploadStudyPage() {
  const [params] = useSearchParams();
  const patientParam = params.get('patient') ?? '';
  const prefill = /^\d+$/.test(patientParam);
  const patient = useQuery(StudyPatientByIdDocument, { variables: { id: patientParam }, skip: !prefill });
  const options = useQuery(StudyFormOptionsDocument, { fetchPolicy: 'cache-and-network' });
  // The default expiry as it stands now: it may have been changed on /admin since the portal opened.
  const settings = useQuery(AppSettingsDocument, { fetchPolicy: 'network-only' });

  if (!options.data || !settings.data || (prefill && patient.loading)) {
    return (
      <QueryState
        loading={options.loading || settings.loading || patient.loading}
        error={options.error ?? settings.error}
        onRetry={() => void Promise.all([options.refetch(), settings.refetch()])}
      />
    );
  }
  // A patient the user may not see (or a wrong id) is simply not chosen.
  const initialPatient = patient.data?.virtualLabPatient ?? null;
  return (
    <UploadStudyForm
      key={initialPatient?.id ?? 'none'}
      options={options.data}
      initialPatient={initialPatient}
      defaultExpiryDays={settings.data.appSettings.defaultStudyExpiryDays}
    />
  );
}
