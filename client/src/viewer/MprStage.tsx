import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MprController, type MprReadout, type Plane, planes } from './cornerstone/mpr-controller';
import type { DragTool } from './cornerstone/tool-groups';
import { LoadProgress, useResizeObserver, ViewportBox } from './stage-parts';
import { ViewerToolbar } from './ViewerToolbar';

const slabs = [0, 5, 10, 20] as const;

/** A CBCT in three planes side by side (stacked on a narrow screen), with linked crosshairs. */
export function MprStage({ imageIds, extra }: { imageIds: string[]; extra?: ReactNode }) {
  const { t } = useLingui();
  const axial = useRef<HTMLDivElement>(null);
  const coronal = useRef<HTMLDivElement>(null);
  const sagittal = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<MprController>();
  const [readout, setReadout] = useState<MprReadout>();
  const [drag, setDrag] = useState<DragTool>('crosshairs');
  const [slab, setSlab] = useState(0);
  const names: Record<Plane, string> = { axial: t`Axial`, coronal: t`Coronal`, sagittal: t`Sagital` };
  const refs = { axial, coronal, sagittal };

  useEffect(() => {
    if (!axial.current || !coronal.current || !sagittal.current) return;
    const stage = new MprController(
      { axial: axial.current, coronal: coronal.current, sagittal: sagittal.current },
      imageIds,
      setReadout,
    );
    setController(stage);
    void stage.show('crosshairs').catch(() => undefined);
    return () => stage.dispose();
  }, [imageIds]);
  useEffect(() => controller?.setDragTool(drag), [controller, drag]);
  useResizeObserver(area, () => controller?.resize());

  const slabPicker = (
    <TextField
      select
      size="small"
      label={t`Grosor`}
      value={slab}
      onChange={(event) => {
        const millimetres = Number(event.target.value);
        setSlab(millimetres);
        controller?.setSlab(millimetres);
      }}
      sx={{ minWidth: 120 }}
    >
      {slabs.map((millimetres) => (
        <MenuItem key={millimetres} value={millimetres}>
          {millimetres === 0 ? t`Corte fino` : t`${millimetres} mm`}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack sx={{ flex: 1, minHeight: 0 }}>
      <ViewerToolbar
        drag={drag}
        onDrag={setDrag}
        stack
        single={false}
        onPreset={(preset) => controller?.setWindow(preset)}
        onReset={() => controller?.reset()}
        extra={
          <>
            {slabPicker}
            {extra}
          </>
        }
      />
      <Box
        ref={area}
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gap: '2px',
          bgcolor: 'divider',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {planes.map((plane) => {
          const position = readout?.[plane];
          const slice = (position?.slice ?? 0) + 1;
          const slices = position?.slices ?? 0;
          return (
            <Stack key={plane} component="figure" sx={{ m: 0, minHeight: 160 }} data-plane={plane}>
              <ViewportBox ref={refs[plane]} label={names[plane]} />
              <Typography component="figcaption" variant="caption" sx={{ px: 1, bgcolor: 'background.paper' }}>
                {names[plane]} ·{' '}
                <Trans>
                  Corte {slice} de {slices}
                </Trans>
              </Typography>
            </Stack>
          );
        })}
      </Box>
      <Box sx={{ px: 2, py: 0.5, bgcolor: 'background.paper' }} aria-live="polite">
        <LoadProgress loaded={readout?.loaded ?? 0} total={imageIds.length} />
      </Box>
    </Stack>
  );
}
