import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { serverErrorMessage } from '../api/graphql-errors';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { useRestartWelcomeTour } from './use-restart-welcome-tour';
import { useWelcomeTourState } from '../shell/welcome-tour/use-welcome-tour-state';

/** "Ver recorrido de bienvenida": shows the welcome tour again, while the lab has it on. */
export function WelcomeTourSection() {
  const snackbar = useSnackbar();
  const { enabled } = useWelcomeTourState();
  const { restartTour, restarting } = useRestartWelcomeTour();
  if (!enabled) return null;

  const restart = () => {
    restartTour().catch((error: unknown) => snackbar.error(serverErrorMessage(error)));
  };

  return (
    <Paper component="section" aria-labelledby="welcome-tour-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="welcome-tour-title" variant="h6" component="h2" gutterBottom>
        <Trans>Recorrido de bienvenida</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>Un paseo corto por el portal: dónde está cada cosa y para qué sirve.</Trans>
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" onClick={restart} disabled={restarting}>
          <Trans>Ver recorrido de bienvenida</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
