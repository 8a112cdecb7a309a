import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { attachmentKind, isPlayableType } from './attachment-kind';
import { downloadAttachment, useAttachmentUrl } from './use-attachment-url';

type Props = { url: string; fileName: string };

const previewWidthPx = 320;

/** A chat or support attachment by its extension (SPEC point 5): image (opens in a new tab), video, audio, or a download link. */
export function FileAttachment({ url, fileName }: Props) {
  const kind = attachmentKind(fileName);
  const inline = kind !== 'file';
  const file = useAttachmentUrl(url, inline);
  if (!inline || file.status === 'failed') return <DownloadLink url={url} fileName={fileName} />;
  if (file.status === 'loading') {
    return <Skeleton variant="rounded" width={kind === 'audio' ? 240 : 220} height={kind === 'audio' ? 40 : 140} />;
  }
  if (!isPlayableType(kind, file.mediaType)) return <DownloadLink url={url} fileName={fileName} />;
  if (kind === 'image') return <ImageAttachment src={file.url} fileName={fileName} />;
  const Media = kind === 'video' ? 'video' : 'audio';
  return (
    <Box
      component={Media}
      controls
      preload="metadata"
      src={file.url}
      title={fileName}
      sx={{
        display: 'block',
        maxWidth: '100%',
        width: kind === 'audio' ? 280 : previewWidthPx,
        maxHeight: 280,
        borderRadius: 2,
      }}
    />
  );
}

function ImageAttachment({ src, fileName }: { src: string; fileName: string }) {
  const { t } = useLingui();
  return (
    <Link
      href={src}
      target="_blank"
      rel="noopener"
      aria-label={t`Abrir ${fileName} en una pestaña nueva`}
      sx={{ display: 'block' }}
    >
      <Box
        component="img"
        src={src}
        alt={fileName}
        sx={{
          display: 'block',
          // A fixed width, not a percentage, so the bubble around it takes the picture's size.
          width: previewWidthPx,
          maxWidth: '100%',
          height: 'auto',
          maxHeight: 240,
          objectFit: 'contain',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      />
    </Link>
  );
}

function DownloadLink({ url, fileName }: Props) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = () => {
    setState('busy');
    downloadAttachment(url, fileName).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      {state === 'busy' ? (
        <CircularProgress size={20} color="inherit" />
      ) : (
        <InsertDriveFile fontSize="small" aria-hidden />
      )}
      <Link
        component="button"
        type="button"
        color="inherit"
        onClick={download}
        disabled={state === 'busy'}
        aria-label={t`Descargar ${fileName}`}
        sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}
      >
        {fileName}
      </Link>
      {state === 'failed' && (
        <Box component="span" role="alert" sx={{ typography: 'caption' }}>
          {t`No fue posible descargar el archivo.`}
        </Box>
      )}
    </Stack>
  );
}
