import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';

/**
 * Shown instead of a page whose code did not arrive (see lazyNamed): says so in words and offers
 * to load the portal again, rather than a loading bar that never ends.
 */
export function PageLoadFailed() {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            <Trans>Reintentar</Trans>
          </Button>
        }
      >
        <AlertTitle>
          <Trans>No se pudo cargar esta página</Trans>
        </AlertTitle>
        <Trans>La conexión está tardando demasiado o se interrumpió. Revisa tu conexión a internet y reintenta.</Trans>
      </Alert>
    </Box>
  );
}
