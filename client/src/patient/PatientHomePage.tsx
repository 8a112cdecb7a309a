import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { PatientChat } from '../chat/PatientChat';
import { useStoredUser } from '../session/stored-user';
import { tourTargets } from '../shell/welcome-tour/tour-targets';
import { PendingSurveys } from '../quality/answer/PendingSurveys';
import { MyStudies } from './MyStudies';

/** "Mi portal": the results and the chat of the signed-in patient. */
export function PatientHomePage() {
  const user = useStoredUser();
  const name = user?.name;
  return (
    <Stack spacing={4}>
      {name && (
        <Typography color="text.secondary">
          <Trans>Hola, {name}.</Trans>
        </Typography>
      )}
      <PendingSurveys />
      <section aria-labelledby="patient-results" data-tour={tourTargets.patientStudies}>
        <Typography id="patient-results" variant="h5" component="h2" gutterBottom>
          <Trans>Mis estudios</Trans>
        </Typography>
        <MyStudies />
      </section>
      <section aria-labelledby="patient-chat" data-tour={tourTargets.patientChat}>
        <Typography id="patient-chat" variant="h5" component="h2" gutterBottom>
          <Trans>Chat</Trans>
        </Typography>
        {user && <PatientChat patientId={user.id} />}
      </section>
    </Stack>
  );
}
