import CheckCircle from '@mui/icons-material/CheckCircle';
import Close from '@mui/icons-material/Close';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { formatFileSize } from '../../shell/format/file-size';
import type { StudyUploadDetail } from './upload-study-file';
import type { UploadItem } from './use-study-uploads';

type Props = { item: UploadItem; onRemove: () => void };

/** A chosen file: name and size, then its progress, a check when stored, or the server's reason. */
export function UploadRow({ item, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const name = item.file.name;
  const percent = item.state === 'uploading' ? Math.round(item.progress * 100) : 100;
  const actionLabel = item.state === 'uploading' ? t`Cancelar la subida de ${name}` : t`Quitar ${name}`;

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatFileSize(item.file.size, i18n.locale)}
          </Typography>
        </Stack>
        {item.state === 'uploading' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label={t`Subiendo ${name}`}
              sx={{ flexGrow: 1, height: 6, borderRadius: 3 }}
            />
            <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'end' }}>
              {percent}%
            </Typography>
          </Stack>
        )}
        {item.state === 'uploaded' && <UploadedNote detail={item.detail as StudyUploadDetail | undefined} />}
        {item.state === 'failed' && (
          <Stack direction="row" spacing={0.5} role="alert" sx={{ alignItems: 'center', mt: 0.5, color: 'error.main' }}>
            <ErrorOutlined fontSize="small" aria-hidden />
            <Typography variant="caption">{item.error}</Typography>
          </Stack>
        )}
      </Box>
      <Tooltip title={item.state === 'uploading' ? t`Cancelar` : t`Quitar`}>
        <IconButton onClick={onRemove} aria-label={actionLabel} size="small">
          {item.state === 'uploading' ? <Close /> : <DeleteOutlined />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** A stored file; for a ZIP of DICOM images, how many images it held and which ones were refused. */
function UploadedNote({ detail }: { detail: StudyUploadDetail | undefined }) {
  const { t } = useLingui();
  const images = detail?.dicomImages ?? 0;
  const refused = detail?.refused ?? [];
  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, color: 'success.main' }}>
        <CheckCircle fontSize="small" aria-hidden />
        <Typography variant="caption">
          {images > 1 ? t`Archivo subido: ${images} imágenes DICOM` : t`Archivo subido`}
        </Typography>
      </Stack>
      {refused.length > 0 && (
        <Box component="ul" role="alert" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'error.main' }}>
          {refused.map((entry) => (
            <Typography key={entry.fileName} component="li" variant="caption">
              {entry.fileName}: {entry.message}
            </Typography>
          ))}
        </Box>
      )}
    </>
  );
}
