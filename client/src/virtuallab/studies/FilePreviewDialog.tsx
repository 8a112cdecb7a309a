import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { StudyFileFieldsFragment } from '../../gql/graphql';
import { DownloadButton } from './DownloadButton';
import { useFreshLinks } from './fresh-links';
import { formatFileSize } from '../../shell/format/file-size';
import { fileTypeLabel, studyFileKind } from './study-format';

type Props = { file: StudyFileFieldsFragment; onClose: () => void };

/**
 * A study file in large: the image, the PDF in a frame or the video player, with its download.
 * Mounted while open; stale links are fetched again first, and the shown link then stays put so
 * a later refresh does not restart a video.
 */
export function FilePreviewDialog({ file, onClose }: Props) {
  const { t, i18n } = useLingui();
  const links = useFreshLinks();
  const [ready, setReady] = useState(() => !links.isStale());
  const shownUrl = useRef<string | null>(null);

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const show = () => {
      if (!cancelled) setReady(true);
    };
    // A failed refresh still shows the file, with the link at hand.
    links.ensureFresh().then(show, show);
    return () => {
      cancelled = true;
    };
  }, [ready, links]);

  if (ready) shownUrl.current ??= file.previewUrl;
  const src = shownUrl.current;
  const kind = studyFileKind(file.mediaType);
  const titleId = `preview-title-${file.id}`;
  const name = file.name;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {name}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {fileTypeLabel(file.mediaType)} · {formatFileSize(file.size, i18n.locale)}
        </Typography>
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t`Cerrar`} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
        <Close />
      </IconButton>
      <DialogContent
        dividers
        sx={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          bgcolor: 'action.hover',
          minHeight: 240,
          p: 1,
        }}
      >
        {!src ? (
          <CircularProgress aria-label={t`Cargando`} />
        ) : kind === 'image' ? (
          <Box
            component="img"
            src={src}
            alt={name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
          />
        ) : kind === 'pdf' ? (
          <Box
            component="iframe"
            src={src}
            title={name}
            sx={{ border: 0, width: '100%', height: '75vh', bgcolor: 'background.paper' }}
          />
        ) : kind === 'video' ? (
          <Box
            component="video"
            src={src}
            controls
            preload="metadata"
            title={name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh' }}
          />
        ) : (
          <Typography color="text.secondary">
            <Trans>Este tipo de archivo no tiene vista previa; descárgalo para abrirlo.</Trans>
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          <Trans>Cerrar</Trans>
        </Button>
        <DownloadButton href={file.downloadUrl} fileName={name} variant="contained" startIcon={<Download />}>
          <Trans>Descargar</Trans>
        </DownloadButton>
      </DialogActions>
    </Dialog>
  );
}
