import type { Localization } from '@mui/material/locale';
import { arEG, deDE, enUS, esES, frFR, heIL, huHU, itIT, jaJP, koKR, ruRU, zhCN } from '@mui/material/locale';
import type { Locale } from './locales';

/**
 * MUI's own texts (Autocomplete's Open/Clear/No options, pagination labels, Alert's close, Rating)
 * in each interface locale; merged into the theme so no component speaks English by default.
 */
export const muiLocales: Record<Locale, Localization> = {
  'es-MX': esES,
  en: enUS,
  fr: frFR,
  he: heIL,
  ru: ruRU,
  ar: arEG,
  'zh-CN': zhCN,
  de: deDE,
  ja: jaJP,
  ko: koKR,
  it: itIT,
  hu: huHU,
};
