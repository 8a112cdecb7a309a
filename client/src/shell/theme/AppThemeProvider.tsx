import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { loadedMuiLocale } from '../../i18n/mui-locale';
import { loadedRtlCache } from '../../i18n/rtl-styles';
import { useLayoutSettings, type ColorTheme } from './layout-settings';
import { pageBackground, palettes, statusPalettes } from './palettes';

export const swatchColor = (color: ColorTheme): string => palettes[color].main;

// Emotion's own stylis prefixer (its default plugin): a second copy of stylis stays out of the
// entry chunk. The RTL cache, which needs stylis for its plugin anyway, is its own chunk and is
// loaded by activateLocale before an RTL locale is shown.
const ltrCache = createCache({ key: 'mui', prepend: true });

/**
 * MUI theme from the colour setting, with MUI's built-in texts in the active locale, and
 * right-to-left styles for he and ar.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { direction, locale } = useLocale();
  const { color } = useLayoutSettings();

  // The theme has no CSS variables: MUI's ThemeProvider would hand it to the system provider
  // with `vars: null`; using that provider directly keeps MUI's CSS-variables provider (and its
  // color-scheme script) out of the entry chunk.
  const theme = useMemo(
    () => ({
      ...createTheme(
        {
          direction,
          palette: {
            primary: palettes[color],
            ...statusPalettes,
            // MUI picks white or black text on a coloured surface by this ratio (its default, 3, lets 3.8:1 pass).
            contrastThreshold: 4.5,
            background: { default: pageBackground },
          },
          shape: { borderRadius: 8 },
          typography: { fontFamily: '"Roboto", "Noto Sans", "Segoe UI", system-ui, sans-serif' },
        },
        loadedMuiLocale(locale),
      ),
      vars: null,
    }),
    [direction, color, locale],
  );

  return (
    <CacheProvider value={(direction === 'rtl' ? loadedRtlCache() : null) ?? ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
