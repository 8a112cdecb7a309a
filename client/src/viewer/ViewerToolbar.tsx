import Contrast from '@mui/icons-material/Contrast';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import Flip from '@mui/icons-material/Flip';
import InvertColors from '@mui/icons-material/InvertColors';
import Layers from '@mui/icons-material/Layers';
import PanTool from '@mui/icons-material/PanTool';
import RestartAlt from '@mui/icons-material/RestartAlt';
import RotateRight from '@mui/icons-material/RotateRight';
import SquareFoot from '@mui/icons-material/SquareFoot';
import Straighten from '@mui/icons-material/Straighten';
import ZoomIn from '@mui/icons-material/ZoomIn';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import type { DragTool } from './cornerstone/tool-groups';
import type { WindowPreset } from './cornerstone/window-presets';

type Props = {
  drag: DragTool;
  onDrag: (tool: DragTool) => void;
  /** Slices to scroll through (a CBCT): the scroll tool is offered. */
  stack: boolean;
  /** Actions on one image; the three planes offer fewer. */
  single: boolean;
  inverted?: boolean;
  onPreset: (preset: WindowPreset) => void;
  onInvert?: () => void;
  onRotate?: () => void;
  onFlip?: (direction: 'horizontal' | 'vertical') => void;
  onReset: () => void;
  onClearMeasurements?: () => void;
  /** Beside the tools: the switch between slices and the three planes, the slab. */
  extra?: ReactNode;
};

function Action({
  label,
  onClick,
  icon,
  pressed,
}: {
  label: string;
  onClick: () => void;
  icon: ReactElement;
  pressed?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} aria-pressed={pressed} onClick={onClick} color={pressed ? 'primary' : 'default'}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The viewer's tools: what a drag does (window, pan, zoom, slices, length, angle), the window
 * presets and the image actions. Every button has a name for screen readers and keyboards; in a
 * right-to-left language the bar runs from the right, the image itself never mirrors.
 */
export function ViewerToolbar(props: Props) {
  const { t } = useLingui();
  const tools: Array<{ value: DragTool; label: string; icon: ReactElement }> = [
    { value: 'windowLevel', label: t`Ventana y nivel`, icon: <Contrast /> },
    { value: 'pan', label: t`Mover`, icon: <PanTool /> },
    { value: 'zoom', label: t`Acercar`, icon: <ZoomIn /> },
    ...(props.stack ? [{ value: 'scroll' as const, label: t`Recorrer cortes`, icon: <Layers /> }] : []),
    ...(props.single
      ? [
          { value: 'length' as const, label: t`Medir distancia`, icon: <Straighten /> },
          { value: 'angle' as const, label: t`Medir ángulo`, icon: <SquareFoot /> },
        ]
      : []),
  ];
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t`Herramientas del visor`}
      spacing={0.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', px: 1, py: 0.5, bgcolor: 'background.paper' }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.drag}
        onChange={(_, value: DragTool | null) => value && props.onDrag(value)}
        aria-label={t`Al arrastrar`}
      >
        {tools.map((tool) => (
          <ToggleButton key={tool.value} value={tool.value} aria-label={tool.label}>
            <Tooltip title={tool.label}>{tool.icon}</Tooltip>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label={t`Ventana predefinida`}
        value=""
        onChange={(event) => props.onPreset(event.target.value as WindowPreset)}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="default">{t`Predeterminado`}</MenuItem>
        <MenuItem value="bone">{t`Hueso`}</MenuItem>
        <MenuItem value="softTissue">{t`Tejido blando`}</MenuItem>
      </TextField>
      <Divider orientation="vertical" flexItem />
      {props.single && props.onInvert && (
        <Action label={t`Invertir`} icon={<InvertColors />} onClick={props.onInvert} pressed={props.inverted} />
      )}
      {props.single && props.onRotate && (
        <Action label={t`Girar 90°`} icon={<RotateRight />} onClick={props.onRotate} />
      )}
      {props.single && props.onFlip && (
        <>
          <Action label={t`Voltear horizontal`} icon={<Flip />} onClick={() => props.onFlip?.('horizontal')} />
          <Action
            label={t`Voltear vertical`}
            icon={<Flip sx={{ transform: 'rotate(90deg)' }} />}
            onClick={() => props.onFlip?.('vertical')}
          />
        </>
      )}
      <Action label={t`Restablecer`} icon={<RestartAlt />} onClick={props.onReset} />
      {props.onClearMeasurements && (
        <Action label={t`Borrar medidas`} icon={<DeleteSweep />} onClick={props.onClearMeasurements} />
      )}
      {props.extra}
    </Stack>
  );
}
