import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogoutAllDevicesDocument } from '../gql/graphql';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';

/**
 * "Cerrar sesión en todos los dispositivos": ends every other session of the user (phones,
 * other browsers) and stops their push notifications; this one stays open.
 */
export function SignOutEverywhereSection() {
  const { t } = useLingui();
  const [logoutAllDevices, { loading }] = useMutation(LogoutAllDevicesDocument);
  const confirmedAction = useConfirmedAction();

  const signOutEverywhere = () =>
    void confirmedAction({
      title: t`¿Cerrar sesión en todos los dispositivos?`,
      message: t`Se cerrará tu sesión en tus teléfonos y en los demás navegadores, y dejarán de recibir notificaciones. Esta sesión seguirá abierta.`,
      work: () => logoutAllDevices(),
      done: t`Se cerró tu sesión en todos los demás dispositivos.`,
    });

  return (
    <Paper component="section" aria-labelledby="sessions-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="sessions-title" variant="h6" component="h2" gutterBottom>
        <Trans>Sesiones y dispositivos</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>
          Si perdiste un teléfono o iniciaste sesión en un equipo ajeno, cierra la sesión en todos tus dispositivos.
        </Trans>
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="outlined" color="warning" onClick={signOutEverywhere} disabled={loading}>
          <Trans>Cerrar sesión en todos los dispositivos</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
