import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { amber, blue, green, lightBlue, red, teal } from '@mui/material/colors';
import { createTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { loadedRtlCache, prepareDirection } from '../../i18n/rtl-styles';
import type { Direction } from '../../i18n/locales';
import { usePrefersReducedMotion } from './reduced-motion';
import { useLayoutSettings, type ColorTheme, type LayoutDirection } from './layout-settings';

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

/** The layout's direction: the user's own choice, else the language's (he and ar right-to-left). */
export const effectiveDirection = (choice: LayoutDirection, localeDirection: Direction): Direction =>
  choice === 'auto' ? localeDirection : choice;

/**
 * The effective direction, mirrored on <html dir> (activateLocale writes the language's; the
 * user's choice wins). Right-to-left waits for its styles: until they are loaded the layout
 * stays left-to-right, so it is never shown half mirrored.
 */
function useLayoutDirection(): Direction {
  const { locale, direction: localeDirection } = useLocale();
  const { direction: choice } = useLayoutSettings();
  const wanted = effectiveDirection(choice, localeDirection);
  const [rtlReady, setRtlReady] = useState(() => loadedRtlCache() !== null);
  useEffect(() => {
    if (wanted !== 'rtl' || rtlReady) return;
    let current = true;
    prepareDirection('rtl').then(
      () => current && setRtlReady(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, rtlReady]);
  const direction = wanted === 'rtl' && !rtlReady ? 'ltr' : wanted;
  useEffect(() => {
    document.documentElement.dir = direction;
    // Again after each language change, which writes the language's direction there.
  }, [direction, locale]);
  return direction;
}

/** MUI theme from the colour setting, and right-to-left styles by the language or the user's choice. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const direction = useLayoutDirection();
  const { color } = useLayoutSettings();
  const reducedMotion = usePrefersReducedMotion();

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
        // The system asks for reduced motion: no component animates (MUI's documented switch).
        ...(reducedMotion && { transitions: { create: () => 'none' } }),
      }),
      vars: null,
    }),
    [direction, color, reducedMotion],
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
