import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { colorThemes } from '../../client/src/shell/theme/layout-settings.js';
import { pageBackground, palettes, statusPalettes } from '../../client/src/shell/theme/palettes.js';

/** WCAG 1.4.3 for small text. */
const minimum = 4.5;

describe('contraste de los seis temas de color', () => {
  it.each(colorThemes)('en el tema %s el color principal se lee como texto y lleva texto legible encima', (color) => {
    const { primary } = createTheme({ palette: { primary: palettes[color], contrastThreshold: 4.5 } }).palette;
    for (const shade of [primary.main, primary.dark]) {
      expect(getContrastRatio(shade, '#fff'), `${shade} sobre blanco`).toBeGreaterThanOrEqual(minimum);
      expect(getContrastRatio(shade, pageBackground), `${shade} sobre el fondo`).toBeGreaterThanOrEqual(minimum);
      expect(getContrastRatio(primary.contrastText, shade), `texto sobre ${shade}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it.each(Object.keys(statusPalettes) as (keyof typeof statusPalettes)[])(
    'el color de estado %s se lee como texto pequeño y en un chip',
    (status) => {
      const palette = createTheme({ palette: { ...statusPalettes, contrastThreshold: 4.5 } }).palette[status];
      for (const shade of [palette.main, palette.dark]) {
        expect(getContrastRatio(shade, '#fff'), `${shade} sobre blanco`).toBeGreaterThanOrEqual(minimum);
        expect(getContrastRatio(shade, pageBackground), `${shade} sobre el fondo`).toBeGreaterThanOrEqual(minimum);
      }
      expect(getContrastRatio(palette.contrastText, palette.main)).toBeGreaterThanOrEqual(minimum);
    },
  );
});
