import Description from '@mui/icons-material/Description';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { PatientChat } from '../chat/PatientChat';
import { useStoredUser } from '../session/stored-user';
import { EmptyState } from '../shell/EmptyState';

/** "Mi portal": results (filled by a later feature) and the chat of the signed-in patient. */
export function PatientHomePage() {
  const { t } = useLingui();
  const user = useStoredUser();
  const name = user?.name;
  return (
    <Stack spacing={4}>
      {name && (
        <Typography color="text.secondary">
          <Trans>Hola, {name}.</Trans>
        </Typography>
      )}
      <section aria-labelledby="patient-results">
        <Typography id="patient-results" variant="h5" component="h2" gutterBottom>
          <Trans>Mis resultados</Trans>
        </Typography>
        <EmptyState icon={Description} message={t`Aún no tienes resultados disponibles.`} />
      </section>
      <section aria-labelledby="patient-chat">
        <Typography id="patient-chat" variant="h5" component="h2" gutterBottom>
          <Trans>Chat</Trans>
        </Typography>
        {user && <PatientChat patientId={user.id} />}
      </section>
    </Stack>
  );
}
