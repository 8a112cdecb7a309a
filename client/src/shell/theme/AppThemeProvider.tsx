import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { amber, blue, green, lightBlue, red, teal } from '@mui/material/colors';
import { createTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { loadedRtlCache } from '../../i18n/rtl-styles';
import { useLayoutSettings, type ColorTheme } from './layout-settings';

const palettes: Record<ColorTheme, { main: string; dark: string; contrastText?: string }> = {
  blue: { main: blue[700], dark: blue[900] },
  red: { main: red[700], dark: red[900] },
  amber: { main: amber[800], dark: amber[900], contrastText: '#000' },
  teal: { main: teal[600], dark: teal[800] },
  lightBlue: { main: lightBlue[700], dark: lightBlue[900] },
  green: { main: green[700], dark: green[900] },
};

export const swatchColor = (color: ColorTheme): string => palettes[color].main;

// Emotion's own stylis prefixer (its default plugin): a second copy of stylis stays out of the
// entry chunk. The RTL cache, which needs stylis for its plugin anyway, is its own chunk and is
// loaded by activateLocale before an RTL locale is shown.
const ltrCache = createCache({ key: 'mui', prepend: true });

/** MUI theme from the colour setting, and right-to-left styles for he and ar. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { direction } = useLocale();
  const { color } = useLayoutSettings();

  // The theme has no CSS variables: MUI's ThemeProvider would hand it to the system provider
  // with `vars: null`; using that provider directly keeps MUI's CSS-variables provider (and its
  // color-scheme script) out of the entry chunk.
  const theme = useMemo(
    () => ({
      ...createTheme({
        direction,
        palette: {
          primary: palettes[color],
          success: { main: green[700] },
          error: { main: red[700] },
          background: { default: '#f4f6f8' },
        },
        shape: { borderRadius: 8 },
        typography: { fontFamily: '"Roboto", "Noto Sans", "Segoe UI", system-ui, sans-serif' },
      }),
      vars: null,
    }),
    [direction, color],
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
