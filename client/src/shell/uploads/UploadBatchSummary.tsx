import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { UploadBatch, UploadItem } from './upload-store';

type Props = { batch: UploadBatch; onDismiss: () => void; onNavigate: () => void };

/** One form's uploads in the indicator: each file's progress or result, and how its save went. */
export function UploadBatchSummary({ batch, onDismiss, onNavigate }: Props) {
  const { t } = useLingui();
  const going = batch.items.some((item) => item.state === 'uploading');
  return (
    <Box
      component="section"
      aria-label={batch.title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {batch.title}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.5 }}>
        {batch.items.map((item) => (
          <FileLine key={item.key} item={item} />
        ))}
      </Stack>
      {batch.saving && (
        <Typography variant="caption" color="text.secondary" role="status" sx={{ display: 'block', mt: 1 }}>
          {t`Se guardará en cuanto terminen de subir los archivos.`}
        </Typography>
      )}
      {batch.outcome && (
        <Typography
          variant="body2"
          role={batch.outcome.ok ? 'status' : 'alert'}
          color={batch.outcome.ok ? 'success.main' : 'error'}
          sx={{ mt: 1 }}
        >
          {batch.outcome.message}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 0.5 }}>
        {batch.draftKey !== null && (
          <Link component={RouterLink} to={batch.href} onClick={onNavigate} variant="body2">
            {t`Volver al formulario para guardarlos`}
          </Link>
        )}
        {!going && !batch.saving && batch.draftKey === null && (
          <Button size="small" onClick={onDismiss}>
            {t`Quitar de la lista`}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function FileLine({ item }: { item: UploadItem }) {
  const { t } = useLingui();
  const name = item.file.name;
  const percent = item.state === 'uploading' ? Math.round(item.progress * 100) : 100;
  return (
    <li>
      <Typography variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {item.state === 'uploading' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t`Subiendo ${name}`}
            sx={{ flexGrow: 1, height: 4, borderRadius: 2 }}
          />
          <Typography variant="caption">{percent}%</Typography>
        </Stack>
      )}
      {item.state === 'uploaded' && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }}>
          <CheckCircle sx={{ fontSize: 14 }} aria-hidden />
          <Typography variant="caption">{t`Archivo subido`}</Typography>
        </Stack>
      )}
      {item.state === 'failed' && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'error.main' }}>
          <ErrorOutlined sx={{ fontSize: 14 }} aria-hidden />
          <Typography variant="caption">{item.error}</Typography>
        </Stack>
      )}
    </li>
  );
}
