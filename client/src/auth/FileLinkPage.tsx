import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { limits } from '../../../shared/limits';
import { SessionCard } from './SessionCard';

/**
 * /files/:fileId and /studies/:studyId/zip in the browser: the server sends the portal here (410
 * or 403) only when a signed file link no longer opens, so the page explains why and how to get
 * a new one. It says nothing about the file itself.
 */
export function FileLinkPage() {
  const { t } = useLingui();
  const minutes = limits.fileLinkMinutes;
  return (
    <SessionCard title={t`El enlace al archivo expiró o no es válido`}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <LinkOff color="action" aria-hidden sx={{ mt: 0.25 }} />
          <Typography>
            <Trans>
              Por seguridad, los enlaces a los archivos de los estudios duran {minutes} minutos y solo funcionan
              mientras la sesión en la que se abrieron sigue abierta.
            </Trans>
          </Typography>
        </Stack>
        <Typography>
          <Trans>Para obtener un enlace nuevo, inicia sesión en el portal y vuelve a abrir el estudio.</Trans>
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" fullWidth>
          <Trans>Ir al portal</Trans>
        </Button>
      </Stack>
    </SessionCard>
  );
}
