import type { Localization } from '@mui/material/locale';
import type { Locale } from './locales';

// MUI's own texts (Autocomplete's Open/Clear/No options, pagination labels, Alert's close, Rating)
// in each interface locale, merged into the theme so no component speaks English by default. Each
// locale's are a module of their own (mui-texts/<locale>.ts), so a visit fetches only its own.
const textModules = import.meta.glob<{ muiTexts: Localization }>('./mui-texts/*.ts');

const loaded = new Map<Locale, Localization>();

/** Loads MUI's texts of `locale`; activateLocale awaits it, so the render in that locale already has them. */
export async function prepareMuiLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const load = textModules[`./mui-texts/${locale}.ts`];
  if (load) loaded.set(locale, (await load()).muiTexts);
}

/** MUI's texts for the locale once prepareMuiLocale has resolved, else none (MUI's English). */
export function loadedMuiLocale(locale: Locale): Localization | Record<string, never> {
  return loaded.get(locale) ?? {};
}
