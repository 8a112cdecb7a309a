import { registerEnumType } from 'type-graphql';
import { defaultLocale, localeEnumName, locales, type Locale } from '../../../shared/locales.js';

const englishNames: Record<Locale, string> = {
  'es-MX': 'Mexican Spanish',
  en: 'English',
  fr: 'French',
  he: 'Hebrew, written right to left',
  ru: 'Russian',
  ar: 'Arabic, written right to left',
  'zh-CN': 'Simplified Chinese',
  de: 'German',
  ja: 'Japanese',
  ko: 'Korean',
  it: 'Italian',
  hu: 'Hungarian',
};

/** The Locale enum: each value is named after its code (localeEnumName) and resolves to the code. */
export const LocaleGql: Record<string, Locale> = Object.fromEntries(
  locales.map(({ code }) => [localeEnumName(code), code]),
);

registerEnumType(LocaleGql, {
  name: 'Locale',
  description:
    'One of the twelve languages of the portal and the emails, named after its BCP 47 code (ES_MX is es-MX, ZH_CN is zh-CN). ' +
    'The same codes are understood in the Accept-Language header.',
  valuesConfig: Object.fromEntries(
    Object.entries(LocaleGql).map(([name, code]) => [
      name,
      {
        description: `${englishNames[code]} (${code})${code === defaultLocale ? ': the default, and the language of every server message' : ''}.`,
      },
    ]),
  ),
});
