export {
  defaultLocale,
  directionOf,
  isLocale,
  localeEnumName,
  locales,
  normalizeLocale,
  type Direction,
  type Locale,
} from '../../../shared/locales';

/** Where the browser keeps the chosen locale. */
export const localeStorageKey = 'locale';
