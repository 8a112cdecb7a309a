import type { Locale } from '../../i18n/locales';

/**
 * How a date is written in each interface locale: the order of its parts and their separators
 * (`format`, dayjs's short date, the one the staff forms' picker shows) and what an empty field
 * shows (`placeholder`, the picker's own letters: DD/MM/AAAA in Spanish). A unit test keeps both
 * equal to the picker's.
 */
export const datePatterns: Record<Locale, { format: string; placeholder: string }> = {
  'es-MX': { format: 'DD/MM/YYYY', placeholder: 'DD/MM/AAAA' },
  en: { format: 'MM/DD/YYYY', placeholder: 'MM/DD/YYYY' },
  fr: { format: 'DD/MM/YYYY', placeholder: 'JJ/MM/AAAA' },
  he: { format: 'DD/MM/YYYY', placeholder: 'DD/MM/YYYY' },
  ru: { format: 'DD.MM.YYYY', placeholder: 'ДД.ММ.ГГГГ' },
  ar: { format: 'DD/MM/YYYY', placeholder: 'DD/MM/YYYY' },
  'zh-CN': { format: 'YYYY/MM/DD', placeholder: 'YYYY/MM/DD' },
  de: { format: 'DD.MM.YYYY', placeholder: 'TT.MM.JJJJ' },
  ja: { format: 'YYYY/MM/DD', placeholder: 'YYYY/MM/DD' },
  ko: { format: 'YYYY.MM.DD.', placeholder: 'YYYY.MM.DD.' },
  it: { format: 'DD/MM/YYYY', placeholder: 'GG/MM/AAAA' },
  hu: { format: 'YYYY.MM.DD.', placeholder: 'ÉÉÉÉ.HH.NN.' },
};

const parts = /(\W*)(YYYY|MM|DD)/g;

/**
 * What a typed date field shows for what was typed (`typed`, in any shape: only its digits
 * count, eight at most) and the text the form keeps: '' when nothing was typed, 'YYYY-MM-DD' once
 * every part is there, what is shown while it is incomplete (so the shared rule calls it not
 * valid rather than missing). A separator is written when the next part's first digit is typed,
 * so deleting one never brings it back.
 */
export function readTypedDate(typed: string, format: string): { shown: string; value: string } {
  let digits = typed.replace(/\D/g, '').slice(0, 8);
  const found: Record<string, string> = {};
  let shown = '';
  for (const [, before, token] of format.matchAll(parts)) {
    if (!digits) break;
    found[token] = digits.slice(0, token.length);
    digits = digits.slice(token.length);
    shown += (shown && before) + found[token];
  }
  if (shown.replace(/\D/g, '').length < 8) return { shown, value: shown };
  const value = `${found.YYYY}-${found.MM}-${found.DD}`;
  return { shown: showTypedDate(value, format), value };
}

/** How a kept value shows: a 'YYYY-MM-DD' date in the locale's format, anything else as it is. */
export function showTypedDate(value: string, format: string): string {
  const [, YYYY, MM, DD] = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value) ?? [];
  const pieces: Record<string, string> = { YYYY, MM, DD };
  return YYYY ? format.replace(/YYYY|MM|DD/g, (token) => pieces[token]) : value;
}

/** Where the caret goes in `shown` to stand after `digits` digits, as it did in what was typed. */
export function caretAfterDigits(shown: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < shown.length && seen < digits; index++) {
    if (/\d/.test(shown[index]) && ++seen === digits) return index + 1;
  }
  return digits ? shown.length : 0;
}
