import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { UploadBatchSummary } from './UploadBatchSummary';
import { useUploadBatches, useUploadStore } from './uploads-context';

/**
 * The header's upload indicator: while files go up (on any page) it says how many with the
 * overall progress; then whether their save went well. Opens the list of uploads.
 */
export function UploadsIndicator() {
  const { t } = useLingui();
  const batches = useUploadBatches();
  const store = useUploadStore();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  if (batches.length === 0) return null;

  const items = batches.flatMap((batch) => batch.items);
  const uploading = items.filter((item) => item.state === 'uploading');
  const saving = batches.some((batch) => batch.saving);
  const failed = batches.some((batch) => batch.outcome?.ok === false || batch.items.some((i) => i.state === 'failed'));
  const progress =
    uploading.length === 0
      ? 100
      : (uploading.reduce((sum, item) => sum + (item.state === 'uploading' ? item.progress : 0), 0) /
          uploading.length) *
        100;
  const count = uploading.length;
  const label =
    count === 1
      ? t`Subiendo 1 archivo…`
      : count > 1
        ? t`Subiendo ${count} archivos…`
        : saving
          ? t`Guardando…`
          : failed
            ? t`Una subida no se completó`
            : t`Subida terminada`;

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-label={label}
        sx={{ minWidth: 0, gap: 1, textTransform: 'none', mx: 0.5 }}
      >
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          {count > 0 || saving ? (
            <>
              <CircularProgress
                variant={count > 0 ? 'determinate' : 'indeterminate'}
                value={progress}
                color="inherit"
                size={28}
                aria-hidden
              />
              <CloudUpload sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 16 }} aria-hidden />
            </>
          ) : failed ? (
            <ErrorOutlined aria-hidden />
          ) : (
            <CheckCircle aria-hidden />
          )}
        </Box>
        <Typography
          variant="body2"
          component="span"
          role="status"
          noWrap
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 180 }}
        >
          {label}
        </Typography>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } },
        }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 500 }}>
          {t`Subidas de archivos`}
        </Typography>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {batches.map((batch) => (
            <UploadBatchSummary
              key={batch.id}
              batch={batch}
              onDismiss={() => store.dismiss(batch.id)}
              onNavigate={() => setAnchor(null)}
            />
          ))}
        </Stack>
      </Popover>
    </>
  );
}
