import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { StackController, type StackReadout } from './cornerstone/stack-controller';
import type { DragTool } from './cornerstone/tool-groups';
import { Measurements } from './Measurements';
import { LoadProgress, useResizeObserver, ViewportBox } from './stage-parts';
import { ViewerToolbar } from './ViewerToolbar';

type Props = {
  imageIds: string[];
  /** The slice shown first: the middle one of a CBCT, the image of a radiograph. */
  first: number;
  onFirstImage: () => void;
  /** Beside the tools: the switch to the three planes. */
  extra?: ReactNode;
};

/** Keys that move through the slices when the image has the focus. */
const sliceSteps: Record<string, (slice: number, slices: number) => number> = {
  ArrowUp: (slice) => slice - 1,
  ArrowLeft: (slice) => slice - 1,
  ArrowDown: (slice) => slice + 1,
  ArrowRight: (slice) => slice + 1,
  PageUp: (slice) => slice - 10,
  PageDown: (slice) => slice + 10,
  Home: () => 0,
  End: (_, slices) => slices - 1,
};

/** A radiograph, or a CBCT's slices one at a time, with the tools and readouts of the viewer. */
export function StackStage({ imageIds, first, onFirstImage, extra }: Props) {
  const { t, i18n } = useLingui();
  const element = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<StackController>();
  const [readout, setReadout] = useState<StackReadout>();
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  const slices = imageIds.length;
  // On a touch screen one finger pans a radiograph and scrolls a CBCT; with a mouse, a drag sets the window.
  const [drag, setDrag] = useState<DragTool>(coarse ? (slices > 1 ? 'scroll' : 'pan') : 'windowLevel');
  const firstImage = useRef(onFirstImage);
  firstImage.current = onFirstImage;

  useEffect(() => {
    if (!element.current) return;
    const stage = new StackController(element.current, imageIds, setReadout);
    setController(stage);
    void stage.show(first, drag).catch(() => undefined);
    return () => stage.dispose();
    // The drag tool is applied by the effect below; a new stack starts with the current one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [imageIds, first]);
  useEffect(() => controller?.setDragTool(drag), [controller, drag]);
  useEffect(() => {
    if (readout?.rendered) firstImage.current();
  }, [readout?.rendered]);
  useResizeObserver(element, () => controller?.resize());

  const onKeyDown = (event: KeyboardEvent) => {
    const step = sliceSteps[event.key];
    if (!step || !controller || slices < 2 || !readout) return;
    event.preventDefault();
    void controller.goToSlice(step(readout.slice, slices));
  };
  const slice = (readout?.slice ?? first) + 1;
  const center = Math.round(readout?.windowCenter ?? 0);
  const width = Math.round(readout?.windowWidth ?? 0);
  const zoom = i18n.number((readout?.zoom ?? 1) * 100, { maximumFractionDigits: 0 });
  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <ViewerToolbar
        drag={drag}
        onDrag={setDrag}
        stack={slices > 1}
        single
        inverted={readout?.inverted}
        onPreset={(preset) => controller?.setWindow(preset)}
        onInvert={() => controller?.toggleInvert()}
        onRotate={() => controller?.rotate()}
        onFlip={(direction) => controller?.flip(direction)}
        onReset={() => controller?.reset()}
        onClearMeasurements={() => controller?.clearMeasurements()}
        extra={extra}
      />
      <ViewportBox
        ref={element}
        label={slices > 1 ? t`Imagen: corte ${slice} de ${slices}` : t`Imagen`}
        onKeyDown={onKeyDown}
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', px: 2, py: 0.5, bgcolor: 'background.paper' }}
        aria-live="polite"
      >
        {slices > 1 && (
          <Typography variant="body2" data-readout="slice">
            <Trans>
              Corte {slice} de {slices}
            </Trans>
          </Typography>
        )}
        <Typography variant="body2" data-readout="window">
          <Trans>
            Ventana {width} · Nivel {center}
          </Trans>
        </Typography>
        <Typography variant="body2" data-readout="zoom">
          <Trans>Zoom {zoom} %</Trans>
        </Typography>
        {slices > 1 && <LoadProgress loaded={readout?.loaded ?? 0} total={slices} />}
      </Stack>
      {slices > 1 && (
        <Box sx={{ px: 3, bgcolor: 'background.paper' }}>
          <Slider
            size="small"
            min={1}
            max={slices}
            value={slice}
            onChange={(_, value) => void controller?.goToSlice((value as number) - 1)}
            aria-label={t`Corte`}
            valueLabelDisplay="auto"
          />
        </Box>
      )}
      <Measurements measurements={readout?.measurements ?? []} />
    </Stack>
  );
}
