import ZoomIn from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { dismissEarlyPreview } from '../shell/early-preview-handoff';
import { sizedPreviewUrl } from './preview-size';
import { SeriesList } from './SeriesList';
import type { ViewerSeries, ViewerStudy } from './viewer-study';

// Cornerstone3D and its codecs are hundreds of kilobytes: the preview shows while they load.
const loadStage = () => import('./ViewerStage');
const ViewerStage = lazy(async () => ({ default: (await loadStage()).ViewerStage }));
/** Starts fetching the stage's code (a pointer over the button that opens it, or focus on it). */
const preloadStage = () => void loadStage().catch(() => undefined);

export type StudyViewerProps = {
  viewer: ViewerStudy;
  /** Called when the images answer 404 or 401: the grant was closed (revoked, expired, signed out). */
  onGone: () => void;
  /** The series to open first (its Series Instance UID); the study's first series otherwise. */
  initialSeries?: string | null;
  /**
   * Shows the series' previews with a button that opens the full viewer, whose code (Cornerstone3D,
   * over a megabyte) loads only then: a share link's landing page, where many visitors only look.
   */
  onDemand?: boolean;
};

/**
 * A study's images: the series list with thumbnails and the open series, first as the server's
 * rendered preview (a plain image, shown before the viewer library has loaded), then at full
 * fidelity with the tools.
 */
export function StudyViewer({ viewer, onGone, initialSeries, onDemand = false }: StudyViewerProps) {
  const { t } = useLingui();
  const [series, setSeries] = useState<ViewerSeries | undefined>(
    () => viewer.series.find((one) => one.seriesInstanceUid === initialSeries) ?? viewer.series[0],
  );
  const [sharp, setSharp] = useState<string>();
  const [opened, setOpened] = useState(!onDemand);
  if (!series)
    return (
      <Typography sx={{ p: 3 }}>
        <Trans>Este estudio no tiene imágenes.</Trans>
      </Typography>
    );
  const select = (next: ViewerSeries) => {
    setSeries(next);
    setSharp(undefined);
  };
  const previewShown = sharp !== series.seriesInstanceUid;
  return (
    <Stack direction={{ xs: 'column-reverse', md: 'row' }} sx={{ flex: 1, minHeight: 0, bgcolor: '#000' }}>
      {viewer.series.length > 1 && (
        <SeriesList series={viewer.series} selected={series.seriesInstanceUid} onSelect={select} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
        {opened && (
          <Suspense fallback={null}>
            <ViewerStage
              key={series.seriesInstanceUid}
              viewer={viewer}
              series={series}
              onGone={onGone}
              onFirstImage={() => {
                dismissEarlyPreview();
                setSharp(series.seriesInstanceUid);
              }}
            />
          </Suspense>
        )}
        {previewShown && (
          <Box
            sx={{ position: 'absolute', inset: 0, bgcolor: '#000', display: 'flex', pointerEvents: 'none' }}
            data-preview
          >
            <img
              src={sizedPreviewUrl(series)}
              alt={t`Vista previa de la serie`}
              style={{ flex: 1, minWidth: 0, minHeight: 0, objectFit: 'contain' }}
              fetchPriority="high"
              onLoad={dismissEarlyPreview}
              onError={dismissEarlyPreview}
            />
            {opened && (
              <CircularProgress
                size={28}
                aria-label={t`Cargando el visor`}
                sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
              />
            )}
          </Box>
        )}
        {!opened && (
          <Button
            variant="contained"
            startIcon={<ZoomIn />}
            onPointerEnter={preloadStage}
            onFocus={preloadStage}
            onClick={() => setOpened(true)}
            sx={{ position: 'absolute', bottom: 16, left: '50%', transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}
          >
            <Trans>Abrir el visor</Trans>
          </Button>
        )}
      </Box>
    </Stack>
  );
}
