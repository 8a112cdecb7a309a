import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { UploadRow } from './UploadRow';
import type { StudyUploads, UploadItem } from './use-study-uploads';

/** Past this many files (a CBCT folder is hundreds) the list shows a summary and the failures. */
const rowsShownAtMost = 12;

/** The chosen files: a row each, or for a big batch its progress, its failures and the rows on request. */
export function UploadList({ uploads }: { uploads: StudyUploads }) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const { items } = uploads;
  const many = items.length > rowsShownAtMost;
  const shown = many && !showAll ? items.filter((item) => item.state === 'failed') : items;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 0.5 }}>
      {many && <BatchProgress items={items} />}
      {many && (
        <Button size="small" onClick={() => setShowAll((value) => !value)} sx={{ my: 0.5 }}>
          {showAll ? t`Ocultar la lista de archivos` : t`Mostrar los ${items.length} archivos`}
        </Button>
      )}
      {shown.length > 0 && (
        <Stack component="ul" aria-label={t`Archivos elegidos`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((item, index) => (
            <Fragment key={item.key}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <li>
                <UploadRow item={item} onRemove={() => void uploads.remove(item.key)} />
              </li>
            </Fragment>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function BatchProgress({ items }: { items: UploadItem[] }) {
  const { t } = useLingui();
  const uploaded = items.filter((item) => item.state === 'uploaded').length;
  const failed = items.filter((item) => item.state === 'failed').length;
  const total = items.length;
  const bytes = items.reduce((sum, item) => sum + item.file.size, 0) || 1;
  const sent = items.reduce(
    (sum, item) => sum + (item.state === 'uploading' ? item.progress * item.file.size : item.file.size),
    0,
  );
  const percent = Math.round((sent / bytes) * 100);
  return (
    <Stack spacing={0.5} sx={{ py: 1 }} role="status" aria-live="polite">
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        <Trans>
          {uploaded} de {total} archivos subidos
        </Trans>
        {failed > 0 && (
          <Typography component="span" variant="body2" color="error.main">
            {' · '}
            {t`${failed} con error`}
          </Typography>
        )}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t`Progreso de la subida`}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Stack>
  );
}
