import type { Localization } from '@mui/material/locale';
import type { Locale } from './locales';

let loaded: Record<Locale, Localization> | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads MUI's built-in texts of the interface locales (their own chunk, fetched beside the first
 * catalog); activateLocale awaits it, so the first render already has them.
 */
export function prepareMuiLocales(): Promise<void> {
  if (loaded) return Promise.resolve();
  loading ??= import('./mui-locales').then(
    (module) => {
      loaded = module.muiLocales;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** MUI's texts for the locale once prepareMuiLocales has resolved, else none (MUI's English). */
export function loadedMuiLocale(locale: Locale): Localization | Record<string, never> {
  return loaded?.[locale] ?? {};
}
