import 'dayjs/locale/ar.js';
import 'dayjs/locale/de.js';
import 'dayjs/locale/en.js';
import 'dayjs/locale/es-mx.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/he.js';
import 'dayjs/locale/hu.js';
import 'dayjs/locale/it.js';
import 'dayjs/locale/ja.js';
import 'dayjs/locale/ko.js';
import 'dayjs/locale/ru.js';
import 'dayjs/locale/zh-cn.js';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import { deDE, enUS, esES, frFR, heIL, huHU, itIT, jaJP, koKR, ruRU, zhCN } from '@mui/x-date-pickers/locales';
import type { Locale } from '../../i18n/locales';

type PickerLocale = {
  /** dayjs's locale: the field's format, month and day names, the week's first day. */
  dayjs: string;
  /** MUI X's texts of the picker (buttons, placeholders, screen-reader labels); none for Arabic, which it lacks. */
  texts: PickersInputLocaleText | undefined;
};

const textsOf = (pack: typeof enUS) => pack.components.MuiLocalizationProvider.defaultProps.localeText;

/** The date pickers' language for each interface locale (only the date fields' chunk loads this). */
export const pickerLocales: Record<Locale, PickerLocale> = {
  'es-MX': { dayjs: 'es-mx', texts: textsOf(esES) },
  en: { dayjs: 'en', texts: textsOf(enUS) },
  fr: { dayjs: 'fr', texts: textsOf(frFR) },
  he: { dayjs: 'he', texts: textsOf(heIL) },
  ru: { dayjs: 'ru', texts: textsOf(ruRU) },
  ar: { dayjs: 'ar', texts: undefined },
  'zh-CN': { dayjs: 'zh-cn', texts: textsOf(zhCN) },
  de: { dayjs: 'de', texts: textsOf(deDE) },
  ja: { dayjs: 'ja', texts: textsOf(jaJP) },
  ko: { dayjs: 'ko', texts: textsOf(koKR) },
  it: { dayjs: 'it', texts: textsOf(itIT) },
  hu: { dayjs: 'hu', texts: textsOf(huHU) },
};
