import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { generalMessages } from '../../../shared/messages/general';
import { translateServerMessage } from '../i18n/server-messages';

/**
 * Shown instead of a page whose code did not arrive (see lazyNamed): says so in words and offers
 * to load the portal again, rather than a loading bar that never ends.
 */
export function PageLoadFailed() {
  return (
    <ReloadAlert title={<Trans>No se pudo cargar esta página</Trans>}>
      <Trans>La conexión está tardando demasiado o se interrumpió. Revisa tu conexión a internet y reintenta.</Trans>
    </ReloadAlert>
  );
}

/** Shown instead of a page that failed while it rendered (shell/RenderFailedBoundary.tsx). */
export function RenderFailed() {
  return <ReloadAlert title={translateServerMessage(generalMessages.internalError)} />;
}

function ReloadAlert({ title, children }: { title: ReactNode; children?: ReactNode }) {
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
        <AlertTitle>{title}</AlertTitle>
        {children}
      </Alert>
    </Box>
  );
}
