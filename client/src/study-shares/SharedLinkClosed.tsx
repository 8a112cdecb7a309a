import LinkOff from '@mui/icons-material/LinkOff';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

export type ClosedReason = 'EXPIRED' | 'REVOKED' | 'NOT_FOUND' | 'CLOSED';

/** What the recipient reads when the link does not open (or stopped while open): never an error code. */
export function SharedLinkClosed({ reason }: { reason: ClosedReason }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 560, mx: 'auto' }} role="alert">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LinkOff color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1">
          <Trans>Este enlace ya no está disponible</Trans>
        </Typography>
        <Typography color="text.secondary">
          {reason === 'EXPIRED' ? (
            <Trans>Su vigencia terminó.</Trans>
          ) : reason === 'NOT_FOUND' ? (
            <Trans>Revisa que lo hayas copiado completo.</Trans>
          ) : (
            <Trans>Quien lo compartió lo cerró.</Trans>
          )}{' '}
          <Trans>Si necesitas ver el estudio, pide un enlace nuevo a quien te lo envió.</Trans>
        </Typography>
      </Stack>
    </Paper>
  );
}
