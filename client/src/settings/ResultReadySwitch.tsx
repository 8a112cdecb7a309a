import { useMutation, useQuery } from '@apollo/client/react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { NotificationSettingsDocument, UpdateNotificationSettingsDocument } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { QueryState } from '../shell/QueryState';
import { resultReadyTexts } from './result-ready-texts';

/**
 * The lab's setting "Avisar al paciente cuando su resultado esté listo" (admins), saved as soon as
 * it is switched, with a snackbar saying what changed. Self-contained: it reads and saves the
 * setting itself, so it can sit on any admin page.
 */
export function ResultReadySwitch() {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const helperId = useId();
  const { data, loading, error, refetch } = useQuery(NotificationSettingsDocument);
  const [save, { loading: saving }] = useMutation(UpdateNotificationSettingsDocument, {
    // The answer is the whole setting: it replaces what the query shows.
    update: (cache, { data: saved }) => {
      if (saved)
        cache.writeQuery({
          query: NotificationSettingsDocument,
          data: { notificationSettings: saved.updateNotificationSettings },
        });
    },
  });
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;

  const change = async (resultReady: boolean) => {
    try {
      await save({ variables: { input: { resultReady } } });
      snackbar.success(
        resultReady
          ? t`Se avisará a los pacientes cuando su resultado esté listo.`
          : t`Ya no se avisará a los pacientes cuando su resultado esté listo.`,
      );
    } catch (cause) {
      snackbar.error(serverErrorMessage(cause) || t`No fue posible guardar el ajuste.`);
    }
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={data.notificationSettings.resultReady}
            disabled={saving}
            onChange={(event) => void change(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
        }
        label={i18n._(resultReadyTexts.label)}
      />
      <FormHelperText id={helperId} sx={{ mt: -0.5 }}>
        {i18n._(resultReadyTexts.help)}
      </FormHelperText>
    </div>
  );
}
