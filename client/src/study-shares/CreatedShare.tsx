import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FocusEvent } from 'react';
import type { StudyShareFieldsFragment } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { formatLabMoment } from '../shell/format/lab-time';
import { ShareEmailForm } from './ShareEmailForm';

type Props = { share: StudyShareFieldsFragment & { url: string } };

/** The link just made, with its copy button and "Enviar por correo", and its PIN shown this once. */
export function CreatedShare({ share }: Props) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const token = share.url.split('/compartir/')[1] ?? '';
  const until = formatLabMoment(share.expiresAt);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      snackbar.success(t`Enlace copiado.`);
    } catch {
      snackbar.error(t`No se pudo copiar: selecciona el enlace y cópialo.`);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>
        <Trans>Enlace creado. Abre el estudio hasta el {until}.</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          fullWidth
          label={t`Enlace para compartir`}
          value={share.url}
          slotProps={{
            htmlInput: {
              readOnly: true,
              onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
            },
          }}
        />
        <Button variant="contained" startIcon={<ContentCopy />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          <Trans>Copiar enlace</Trans>
        </Button>
      </Stack>
      {share.pin && (
        <Alert severity="warning" role="status">
          <Typography>
            <Trans>
              PIN: <strong data-testid="share-pin">{share.pin}</strong>
            </Trans>
          </Typography>
          <Typography variant="body2">
            <Trans>
              Anótalo ahora: no se volverá a mostrar. Dalo por otro medio que el enlace (por ejemplo, por teléfono).
            </Trans>
          </Typography>
        </Alert>
      )}
      <ShareEmailForm shareId={share.id} token={token} />
    </Stack>
  );
}
