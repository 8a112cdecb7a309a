import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Trans } from '@lingui/react/macro';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups';
import { AppSettingsDocument, LabSettingsDocument } from '../gql/graphql';
import { useStoredUser } from '../session/stored-user';
import { QueryState } from '../shell/QueryState';
import { BackgroundJobsLink } from './background-jobs/BackgroundJobsLink';
import { LabSettingsForm } from './LabSettingsForm';
import { SettingsHistory } from './SettingsHistory';

/**
 * /admin: the lab's settings and their history; admins change them, the rest of the Administración
 * group reads them. Admins also find the way to the background jobs here.
 */
export function SettingsPage() {
  const user = useStoredUser();
  const canEdit = inRoleGroup(user?.type.slug, roleGroups.admin);
  const settings = useQuery(LabSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const app = useQuery(AppSettingsDocument);

  if (!settings.data || !app.data) {
    return (
      <QueryState
        loading={settings.loading || app.loading}
        error={settings.error ?? app.error}
        onRetry={() => void Promise.all([settings.refetch(), app.refetch()])}
      />
    );
  }
  return (
    <Stack spacing={3}>
      {!canEdit && (
        <Alert severity="info">
          <Trans>Solo el administrador puede cambiar los ajustes. Aquí puedes consultarlos.</Trans>
        </Alert>
      )}
      {canEdit && <BackgroundJobsLink />}
      <LabSettingsForm
        settings={settings.data.labSettings}
        fileSizeLimitMb={app.data.appSettings.fileSizeLimitMb}
        readOnly={!canEdit}
      />
      <SettingsHistory />
    </Stack>
  );
}
