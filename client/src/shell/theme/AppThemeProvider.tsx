import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import type { Direction } from '../../i18n/locales';
import { loadedMuiLocale } from '../../i18n/mui-locale';
import { loadedRtlCache, prepareDirection } from '../../i18n/rtl-styles';
import { useLayoutSettings, type ColorTheme, type LayoutDirection } from './layout-settings';
import { pageBackground, palettes, statusPalettes } from './palettes';
import { usePrefersReducedMotion } from './reduced-motion';

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

/**
 * MUI theme from the colour setting, with MUI's built-in texts in the active locale, and
 * right-to-left styles by the language or the user's choice.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const direction = useLayoutDirection();
  const { locale } = useLocale();
  const { color } = useLayoutSettings();
  const { i18n } = useLingui();
  const reducedMotion = usePrefersReducedMotion();

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
          // The system asks for reduced motion: no component animates (MUI's documented switch).
          ...(reducedMotion && { transitions: { create: () => 'none' } }),
        },
        loadedMuiLocale(locale),
        {
          components: {
            // MUI's Spanish says "Abierto" (opened) for the button that opens the list: say what it does.
            MuiAutocomplete: {
              defaultProps: {
                openText: i18n._(msg`Abrir`),
                closeText: i18n._(msg`Cerrar`),
                clearText: i18n._(msg`Borrar`),
              },
            },
          },
        },
      ),
      vars: null,
    }),
    [direction, color, locale, reducedMotion, i18n],
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
