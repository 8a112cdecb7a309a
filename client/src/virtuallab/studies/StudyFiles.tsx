import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { StudyFileFieldsFragment } from '../../gql/graphql';
import { DownloadButton } from './DownloadButton';
import { useFreshLinks } from './fresh-links';
import { formatFileSize } from '../../shell/format/file-size';
import { lazyNamed } from '../../shell/lazy';
import { OnDemand, preloadOnIntent } from '../../shell/on-demand';
import { fileTypeLabel, studyFileKind } from './study-format';

const thumbnailPx = 112;

// The large view (its dialog and players) comes when a file is opened.
const FilePreviewDialog = lazyNamed(() => import('./FilePreviewDialog'), 'FilePreviewDialog');

/** The files of a study: image thumbnails first, then PDFs, videos and other files as rows. */
export function StudyFiles({ files }: { files: StudyFileFieldsFragment[] }) {
  const [previewId, setPreviewId] = useState<string | null>(null);
  const images = files.filter((file) => studyFileKind(file.mediaType) === 'image');
  const others = files.filter((file) => studyFileKind(file.mediaType) !== 'image');
  const previewed = files.find((file) => file.id === previewId);

  return (
    <Stack spacing={1.5}>
      {images.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
          {images.map((file) => (
            <li key={file.id}>
              <Thumbnail file={file} onOpen={() => setPreviewId(file.id)} />
            </li>
          ))}
        </Box>
      )}
      {others.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {others.map((file) => (
            <li key={file.id}>
              <FileRow file={file} onOpen={() => setPreviewId(file.id)} />
            </li>
          ))}
        </Stack>
      )}
      {previewed && (
        <OnDemand>
          <FilePreviewDialog file={previewed} onClose={() => setPreviewId(null)} />
        </OnDemand>
      )}
    </Stack>
  );
}

function Thumbnail({ file, onOpen }: { file: StudyFileFieldsFragment; onOpen: () => void }) {
  const { t } = useLingui();
  const links = useFreshLinks();
  const name = file.name;
  return (
    <ButtonBase
      onClick={onOpen}
      {...preloadOnIntent(FilePreviewDialog)}
      aria-label={t`Ver ${name}`}
      title={name}
      sx={{
        width: thumbnailPx,
        height: thumbnailPx,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="img"
        src={file.previewUrl}
        alt=""
        loading="lazy"
        // A thumbnail scrolled into view after its link expired: fetch fresh links.
        onError={() => void links.ensureFresh().catch(() => undefined)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </ButtonBase>
  );
}

const rowIcons = {
  pdf: PictureAsPdfOutlined,
  video: MovieOutlined,
  other: InsertDriveFileOutlined,
  image: InsertDriveFileOutlined,
};

function FileRow({ file, onOpen }: { file: StudyFileFieldsFragment; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const kind = studyFileKind(file.mediaType);
  const Icon = rowIcons[kind];
  const name = file.name;
  return (
    <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <Icon color="action" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {fileTypeLabel(file.mediaType)} · {formatFileSize(file.size, i18n.locale)}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {kind === 'pdf' && (
            <Button
              size="small"
              startIcon={<Visibility />}
              onClick={onOpen}
              {...preloadOnIntent(FilePreviewDialog)}
              aria-label={t`Ver ${name}`}
            >
              <Trans>Ver</Trans>
            </Button>
          )}
          <DownloadButton
            href={file.downloadUrl}
            fileName={name}
            size="small"
            startIcon={<Download />}
            aria-label={t`Descargar ${name}`}
          >
            <Trans>Descargar</Trans>
          </DownloadButton>
        </Stack>
      </Stack>
      {kind === 'video' && <InlineVideo file={file} />}
    </Box>
  );
}

/**
 * A video player in the card. Its link stays put while it plays; when it fails (a link that
 * expired before playing or seeking), fresh links are fetched and the player takes the new one.
 */
function InlineVideo({ file }: { file: StudyFileFieldsFragment }) {
  const links = useFreshLinks();
  const [src, setSrc] = useState(file.previewUrl);
  const takeNewLink = useRef(false);
  useEffect(() => {
    if (!takeNewLink.current) return;
    takeNewLink.current = false;
    setSrc(file.previewUrl);
  }, [file.previewUrl]);
  return (
    <Box
      component="video"
      src={src}
      controls
      preload="metadata"
      title={file.name}
      onError={() => {
        takeNewLink.current = true;
        links.ensureFresh().catch(() => undefined);
      }}
      sx={{
        display: 'block',
        mt: 1,
        width: 420,
        maxWidth: '100%',
        maxHeight: 320,
        borderRadius: 1,
        bgcolor: 'common.black',
      }}
    />
  );
}
