import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue } from 'react';
import { PatientChat } from '../chat/PatientChat';
import { useStoredUser } from '../session/stored-user';
import { tourTargets } from '../shell/welcome-tour/tour-targets';
import { PendingSurveys } from '../quality/answer/PendingSurveys';
import { usePendingSurveys } from '../quality/answer/use-pending-surveys';
import { MyStudies } from './MyStudies';
import { useMyStudies } from './use-my-studies';

export { askPatientHomeEarly } from './ask-home-early';

/**
 * "Mi portal": the results and the chat of the signed-in patient. The pending surveys, the studies
 * and the chat show together once the surveys and the studies have arrived: shown one by one, each
 * list arriving pushed everything under it down the screen (Lighthouse's layout shift, 0.4 on a phone).
 * Apollo's answers re-render synchronously; the lists appear in a deferred render instead, which
 * React draws in slices, so a phone's main thread is not held for a second by one task.
 */
export function PatientHomePage() {
  const { t } = useLingui();
  const user = useStoredUser();
  const name = user?.name;
  const pending = usePendingSurveys();
  const studies = useMyStudies();
  const ready = useDeferredValue(pending.settled && studies.settled);
  return (
    <Stack spacing={4}>
      {name && (
        <Typography color="text.secondary">
          <Trans>Hola, {name}.</Trans>
        </Typography>
      )}
      {ready ? (
        <>
          <PendingSurveys pending={pending} />
          <section aria-labelledby="patient-results" data-tour={tourTargets.patientStudies}>
            <Typography id="patient-results" variant="h5" component="h2" gutterBottom>
              <Trans>Mis estudios</Trans>
            </Typography>
            <MyStudies studies={studies} />
          </section>
          <section aria-labelledby="patient-chat" data-tour={tourTargets.patientChat}>
            <Typography id="patient-chat" variant="h5" component="h2" gutterBottom>
              <Trans>Chat</Trans>
            </Typography>
            {user && <PatientChat patientId={user.id} />}
          </section>
        </>
      ) : (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t`Cargando`} />
        </Stack>
      )}
    </Stack>
  );
}
