import Check from '@mui/icons-material/Check';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { swatchColor } from '../theme/AppThemeProvider';
import { colorThemes, useLayoutSettings, type ColorTheme } from '../theme/layout-settings';

const colorNames: Record<ColorTheme, MessageDescriptor> = {
  blue: msg`Azul`,
  red: msg`Rojo`,
  amber: msg`Ámbar`,
  teal: msg`Verde azulado`,
  lightBlue: msg`Azul claro`,
  green: msg`Verde`,
};

/** Colour theme and box layout, stored in the browser. */
export function SettingsMenu() {
  const { t, i18n } = useLingui();
  const settings = useLayoutSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t`Ajustes de apariencia`;

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
        <Box sx={{ p: 2, width: 260 }}>
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
          <FormControlLabel
            control={
              <Switch checked={settings.boxed} onChange={(event) => settings.update({ boxed: event.target.checked })} />
            }
            label={t`Diseño en caja`}
          />
        </Box>
      </Popover>
    </>
  );
}
