import ViewColumn from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { seriesImageIds, ViewerGoneError } from './cornerstone/series-images';
import { setupCornerstone, setViewerAccess } from './cornerstone/setup';
import { MprStage } from './MprStage';
import { StackStage } from './StackStage';
import { isVolumeSeries, type ViewerSeries, type ViewerStudy } from './viewer-study';

type Props = {
  viewer: ViewerStudy;
  series: ViewerSeries;
  onGone: () => void;
  onFirstImage: () => void;
};

type Loaded = { series: ViewerSeries; imageIds: string[] } | { series: ViewerSeries; failed: true };

/**
 * The full-fidelity part of the viewer, its own chunk with Cornerstone3D: the series' frames
 * through DICOMweb with the grant, decoded in web workers; a CBCT opens on its middle slice and
 * offers the three planes.
 */
export function ViewerStage({ viewer, series, onGone, onFirstImage }: Props) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [planes, setPlanes] = useState(false);
  setViewerAccess({ grant: viewer.grant, onGone });
  setupCornerstone();

  useEffect(() => {
    let current = true;
    seriesImageIds(viewer.dicomWebRoot, series).then(
      (imageIds) => current && setLoaded({ series, imageIds }),
      (error: unknown) => current && !(error instanceof ViewerGoneError) && setLoaded({ series, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [viewer.dicomWebRoot, series]);

  if (!loaded || loaded.series !== series) return null;
  if ('failed' in loaded)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        <Trans>No se pudieron cargar las imágenes de esta serie. Revisa tu conexión e inténtalo de nuevo.</Trans>
      </Alert>
    );
  const volume = isVolumeSeries(series) && loaded.imageIds.length > 2;
  const planesButton = volume && (
    <Button
      size="small"
      variant={planes ? 'contained' : 'outlined'}
      startIcon={<ViewColumn />}
      aria-pressed={planes}
      onClick={() => setPlanes((shown) => !shown)}
    >
      <Trans>Tres vistas</Trans>
    </Button>
  );
  if (planes) return <MprStage imageIds={loaded.imageIds} extra={planesButton} />;
  return (
    <StackStage
      imageIds={loaded.imageIds}
      first={Math.floor((loaded.imageIds.length - 1) / 2)}
      onFirstImage={onFirstImage}
      extra={planesButton}
    />
  );
}
