import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { prepareMuiLocales } from './mui-locale';
import { prepareDirection } from './rtl-styles';
import { defaultLocale, directionOf, localeStorageKey, normalizeLocale, type Direction, type Locale } from './locales';

type CatalogModule = { messages: Messages };
type CatalogPart = 'public' | 'portal';

// Each locale's catalog comes in two chunks (scripts/vite-catalog-parts.ts): the texts of the
// pages visitors see, and the rest, which only the signed-in area shows.
const catalogParts: Record<CatalogPart, Record<string, () => Promise<CatalogModule>>> = {
  public: import.meta.glob<CatalogModule>('../locales/*.po', { query: '?part=public' }),
  portal: import.meta.glob<CatalogModule>('../locales/*.po', { query: '?part=portal' }),
};

/** Set when a signed-in layout first asks for its texts: every later activation loads both parts. */
let portalWanted = false;
/** The locale whose catalog holds the portal's part too. */
let portalLocale: Locale | undefined;
/** Activations run one after the other, so the last one asked for is the one that stays. */
let queue: Promise<unknown> = Promise.resolve();

function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

async function messagesOf(part: CatalogPart, locale: Locale): Promise<Messages> {
  const load = catalogParts[part][`../locales/${locale}.po`];
  return load ? (await load()).messages : {};
}

export function storedLocale(): Locale {
  try {
    return normalizeLocale(localStorage.getItem(localeStorageKey));
  } catch {
    return defaultLocale;
  }
}

async function activate(locale: Locale): Promise<Direction> {
  const withPortal = portalWanted;
  const dir = directionOf(locale);
  const [publicTexts, portalTexts] = await Promise.all([
    messagesOf('public', locale),
    withPortal ? messagesOf('portal', locale) : {},
    prepareDirection(dir),
    prepareMuiLocales(),
  ]);
  i18n.loadAndActivate({ locale, messages: { ...publicTexts, ...portalTexts } });
  portalLocale = withPortal ? locale : undefined;
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  try {
    localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  return dir;
}

/**
 * Loads the catalog of a locale (and, for he and ar, the right-to-left styles), activates it and
 * mirrors it on <html lang dir>. Once the signed-in area has been shown, the catalog includes its
 * texts, so switching locale there never shows a text of the portal untranslated.
 */
export function activateLocale(locale: Locale): Promise<Direction> {
  return serially(() => activate(locale));
}

/**
 * Adds the signed-in area's texts to the active catalog; the staff and patient layouts wait for
 * it before they render. Waits for an activation under way, which then includes them.
 */
export function loadPortalTexts(): Promise<void> {
  portalWanted = true;
  return serially(async () => {
    const locale = normalizeLocale(i18n.locale);
    if (portalLocale === locale) return;
    i18n.load(locale, await messagesOf('portal', locale));
    i18n.activate(locale);
    portalLocale = locale;
  });
}

/** A lazy module of the signed-in area, resolved once the portal's texts are loaded too. */
export async function withPortalTexts<M>(module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, loadPortalTexts()]);
  return loaded;
}

export { i18n };
