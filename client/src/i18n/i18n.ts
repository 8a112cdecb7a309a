import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { prepareMuiLocale } from './mui-locale';
import { prepareDirection } from './rtl-styles';
import { defaultLocale, directionOf, localeStorageKey, normalizeLocale, type Direction, type Locale } from './locales';

type CatalogModule = { messages: Messages };
type CatalogPart = 'public' | 'portal' | 'staff';
/** The parts beyond the public one, in the order a layout asks for them. */
type SignedInPart = Exclude<CatalogPart, 'public'>;

// Each locale's catalog comes in three chunks (scripts/vite-catalog-parts.ts): the texts of the
// pages visitors see; those of the signed-in area that a patient can see (their area, the profile,
// the viewer); and those only the staff portal shows.
const catalogParts: Record<CatalogPart, Record<string, () => Promise<CatalogModule>>> = {
  public: import.meta.glob<CatalogModule>('../locales/*.po', { query: '?part=public' }),
  portal: import.meta.glob<CatalogModule>('../locales/*.po', { query: '?part=portal' }),
  staff: import.meta.glob<CatalogModule>('../locales/*.po', { query: '?part=staff' }),
};

/** The parts a signed-in layout has asked for: every later activation loads them too. */
const wanted = new Set<SignedInPart>();
/** The locale each part has been loaded in. */
const loadedIn = new Map<SignedInPart, Locale>();
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
  const parts = [...wanted];
  const dir = directionOf(locale);
  const [publicTexts, signedInTexts] = await Promise.all([
    messagesOf('public', locale),
    Promise.all(parts.map((part) => messagesOf(part, locale))),
    prepareDirection(dir),
    prepareMuiLocale(locale),
  ]);
  i18n.loadAndActivate({ locale, messages: Object.assign({}, publicTexts, ...signedInTexts) as Messages });
  loadedIn.clear();
  for (const part of parts) loadedIn.set(part, locale);
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
 * Adds parts of the catalog to the active one; the layouts wait for it before they render. Waits
 * for an activation under way, which then includes them.
 */
function loadTexts(parts: readonly SignedInPart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  return serially(async () => {
    const locale = normalizeLocale(i18n.locale);
    const missing = parts.filter((part) => loadedIn.get(part) !== locale);
    if (missing.length === 0) return;
    const texts = await Promise.all(missing.map((part) => messagesOf(part, locale)));
    for (const messages of texts) i18n.load(locale, messages);
    i18n.activate(locale);
    for (const part of missing) loadedIn.set(part, locale);
  });
}

/** A lazy module of the signed-in area, resolved once the texts a patient can see there are loaded too. */
export async function withPortalTexts<M>(module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, loadTexts(['portal'])]);
  return loaded;
}

/** A lazy module of the staff portal, resolved once the signed-in area's texts and its own are loaded. */
export async function withStaffTexts<M>(module: Promise<M>): Promise<M> {
  const [loaded] = await Promise.all([module, loadTexts(['portal', 'staff'])]);
  return loaded;
}

export { i18n };
