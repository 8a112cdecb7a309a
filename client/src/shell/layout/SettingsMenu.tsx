import Check from '@mui/icons-material/Check';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { swatchColor } from '../theme/AppThemeProvider';
import {
  colorThemes,
  layoutDirections,
  pageTransitions,
  useLayoutSettings,
  type ColorTheme,
  type LayoutDirection,
  type LayoutSettings,
  type PageTransition,
} from '../theme/layout-settings';

const colorNames: Record<ColorTheme, MessageDescriptor> = {
  blue: msg`Azul`,
  red: msg`Rojo`,
  amber: msg`Ámbar`,
  teal: msg`Verde azulado`,
  lightBlue: msg`Azul claro`,
  green: msg`Verde`,
};

const transitionNames: Record<PageTransition, MessageDescriptor> = {
  none: msg`Sin animación`,
  fade: msg`Desvanecer`,
  slideUp: msg`Deslizar hacia arriba`,
  slideSide: msg`Deslizar desde el lado`,
  zoom: msg`Acercar`,
  grow: msg`Crecer`,
  collapse: msg`Desplegar`,
};

const directionNames: Record<LayoutDirection, MessageDescriptor> = {
  auto: msg`Seguir el idioma`,
  ltr: msg`Izquierda a derecha`,
  rtl: msg`Derecha a izquierda`,
};

type Toggle = 'boxed' | 'sidebarCollapsed' | 'mobileSearch';

/** The appearance menu (SPEC point 1): theme, layout toggles, direction and page transition, kept per user. */
export function SettingsMenu() {
  const { t, i18n } = useLingui();
  const settings = useLayoutSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t`Ajustes de apariencia`;

  const toggle = (key: Toggle, text: string) => (
    <FormControlLabel
      control={
        <Switch checked={settings[key]} onChange={(event) => settings.update({ [key]: event.target.checked })} />
      }
      label={text}
    />
  );

  const choice = <K extends 'direction' | 'transition'>(
    key: K,
    text: string,
    values: readonly LayoutSettings[K][],
    names: Record<LayoutSettings[K], MessageDescriptor>,
  ) => (
    <TextField
      select
      size="small"
      fullWidth
      label={text}
      value={settings[key]}
      onChange={(event) => settings.update({ [key]: event.target.value as LayoutSettings[K] })}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {i18n._(names[value])}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={(event) => setAnchor(event.currentTarget)}>
          <Tune />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ p: 2, width: 290, maxWidth: '100%' }}>
          <Typography variant="subtitle2" component="h2" gutterBottom>
            {t`Color del tema`}
          </Typography>
          <Stack direction="row" spacing={1} role="radiogroup" aria-label={t`Color del tema`} sx={{ mb: 2 }}>
            {colorThemes.map((color) => {
              const selected = settings.color === color;
              return (
                <Tooltip key={color} title={i18n._(colorNames[color])}>
                  <IconButton
                    role="radio"
                    aria-checked={selected}
                    aria-label={i18n._(colorNames[color])}
                    onClick={() => settings.update({ color })}
                    sx={{
                      width: 32,
                      height: 32,
                      bgcolor: swatchColor(color),
                      color: '#fff',
                      '&:hover': { bgcolor: swatchColor(color), opacity: 0.85 },
                    }}
                  >
                    {selected ? <Check fontSize="small" /> : null}
                  </IconButton>
                </Tooltip>
              );
            })}
          </Stack>
          <Stack spacing={2}>
            <Stack>
              {toggle('boxed', t`Diseño en caja`)}
              {toggle('sidebarCollapsed', t`Contraer menú lateral`)}
              {toggle('mobileSearch', t`Formulario de búsqueda móvil`)}
            </Stack>
            {choice('direction', t`Dirección del diseño`, layoutDirections, directionNames)}
            {choice('transition', t`Transición de páginas`, pageTransitions, transitionNames)}
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
