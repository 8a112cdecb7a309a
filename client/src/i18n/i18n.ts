import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { prepareDirection } from './rtl-styles';
import { defaultLocale, directionOf, localeStorageKey, normalizeLocale, type Direction, type Locale } from './locales';

type CatalogModule = { messages: Messages };

// The Lingui Vite plugin compiles each .po file when it is imported: one chunk per locale.
const catalogs = import.meta.glob<CatalogModule>('../locales/*.po');

export function storedLocale(): Locale {
  try {
    return normalizeLocale(localStorage.getItem(localeStorageKey));
  } catch {
    return defaultLocale;
  }
}

/**
 * Loads the catalog of a locale (and, for he and ar, the right-to-left styles), activates it and
 * mirrors it on <html lang dir>.
 */
export async function activateLocale(locale: Locale): Promise<Direction> {
  const load = catalogs[`../locales/${locale}.po`];
  const dir = directionOf(locale);
  const [{ messages }] = await Promise.all([load ? load() : { messages: {} }, prepareDirection(dir)]);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  return dir;
}

export { i18n };
