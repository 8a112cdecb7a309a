import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { formatLongDay } from '../../../shared/calendar-day.js';
import { defaultLocale, directionOf, normalizeLocale, type Direction, type Locale } from '../../../shared/locales.js';
import { projectRoot } from './project-root.js';

/** Texts, dates and amounts in one locale. */
export type Translator = {
  locale: Locale;
  dir: Direction;
  /**
   * The text of a catalogue entry, given its Spanish source text (a string marked for extraction),
   * with `{name}` placeholders and plurals filled from `values`. Without a translation: Spanish.
   */
  t(source: string, values?: Record<string, string | number>): string;
  /** A calendar day (YYYY-MM-DD) as the UI's long date (shared/calendar-day.ts), in this language. */
  day(day: string): string;
  /** An amount in centavos as pesos (MXN), with the locale's separators. */
  money(cents: number): string;
};

/**
 * The client's catalogues (client/src/locales/*.po), the one place where every locale's text
 * lives. Each entry's msgid is its Spanish source text. The Spanish one is read when the server
 * loads (a missing or broken one stops the start); each other one at the first text in its
 * language: parsing all twelve was 0.2 s of a restart's CPU, and most servers answer in one or
 * two languages. tests/unit/i18n-catalogs.test.ts reads every one.
 */
const catalogues = new Map<Locale, Record<string, string>>();
const catalogueOf = (code: Locale): Record<string, string> => {
  let catalogue = catalogues.get(code);
  if (!catalogue) {
    catalogue = readCatalogue(join(projectRoot, 'client/src/locales', `${code}.po`));
    catalogues.set(code, catalogue);
  }
  return catalogue;
};
catalogueOf(defaultLocale);
const translators = new Map<Locale, Translator>();

function readCatalogue(path: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const item of PO.parse(readFileSync(path, 'utf8')).items) {
    const text = item.msgstr.join('');
    if (!item.obsolete && !item.msgctxt && text) entries[item.msgid] = text;
  }
  // The parser's strings are slices of the file's text, which they keep alive: 6 MB for the twelve
  // catalogues. A copy made through JSON holds strings of their own, and the text can be freed.
  return JSON.parse(JSON.stringify(entries)) as Record<string, string>;
}

/** Whether a Spanish source text is an entry of the catalogues (its msgid). */
export function isCatalogued(source: string): boolean {
  return catalogueOf(defaultLocale)[source] !== undefined;
}

/** The translator of a locale; an unknown or missing one gets Spanish. */
export function translator(locale: string | null | undefined): Translator {
  const code = normalizeLocale(locale);
  let found = translators.get(code);
  if (!found) {
    found = createTranslator(code);
    translators.set(code, found);
  }
  return found;
}

function createTranslator(locale: Locale): Translator {
  // An entry this locale has not translated yet reads as in the Spanish catalogue.
  const i18n: I18n = setupI18n({
    locale,
    messages: { [locale]: { ...catalogueOf(defaultLocale), ...catalogueOf(locale) } },
  });
  // The catalogues hold source messages: compiled when used (production builds of core leave it out).
  i18n.setMessagesCompiler(compileMessage);
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' });
  return {
    locale,
    dir: directionOf(locale),
    t: (source, values) => i18n._(source, values),
    // The long date the UI writes, with the same formatter.
    day: (day) => formatLongDay(day, locale),
    money: (cents) => moneyFormat.format(cents / 100),
  };
}
