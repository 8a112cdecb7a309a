/**
 * The twelve interface locales (SPEC point 1), as BCP 47 codes, with their own-language names:
 * the portal's language menu, the users' preferred locale and the emails' language.
 */
export const locales = [
  { code: 'es-MX', name: 'Español', dir: 'ltr' },
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'hu', name: 'Magyar', dir: 'ltr' },
] as const;

export type Locale = (typeof locales)[number]['code'];
export type Direction = 'ltr' | 'rtl';

/** Spanish (Mexico): the product's language, the source of every catalogue, and the default. */
export const defaultLocale: Locale = 'es-MX';

/** Codes the old portal stored (sp, cn, ge) map to their BCP 47 equivalents. */
const legacyCodes: Record<string, Locale> = { sp: 'es-MX', es: 'es-MX', cn: 'zh-CN', ge: 'de' };

export function isLocale(value: string): value is Locale {
  return locales.some((locale) => locale.code === value);
}

export function normalizeLocale(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  if (isLocale(value)) return value;
  return legacyCodes[value] ?? defaultLocale;
}

export function directionOf(locale: Locale): Direction {
  return locales.find((entry) => entry.code === locale)?.dir ?? 'ltr';
}

/** A locale's value in the GraphQL Locale enum: its code in capitals with "_" for "-" (es-MX → ES_MX). */
export function localeEnumName(locale: Locale): string {
  return locale.toUpperCase().replace('-', '_');
}

/**
 * The best of the locales for an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.5"), by its
 * weights: the exact code first, then the same language (en-US → en, es-AR → es-MX, zh → zh-CN).
 * Undefined when the header names none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header.split(',').map((part, index) => {
    const [tag, ...parameters] = part.split(';').map((piece) => piece.trim());
    const weight = parameters.map((parameter) => /^q=([\d.]+)$/i.exec(parameter)?.[1]).find(Boolean);
    return { tag: tag.toLowerCase(), q: weight === undefined ? 1 : Number(weight), index };
  });
  const wanted = ranges.filter((range) => range.tag && range.q > 0).sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

function localeOfTag(tag: string): Locale | undefined {
  const exact = locales.find((locale) => locale.code.toLowerCase() === tag);
  if (exact) return exact.code;
  const language = tag.split('-')[0];
  return legacyCodes[language] ?? locales.find((locale) => locale.code.split('-')[0] === language)?.code;
}
