/** The twelve interface locales (SPEC point 1), as BCP 47 codes, with their own-language names. */
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

export const defaultLocale: Locale = 'es-MX';
export const localeStorageKey = 'locale';

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
