import * as pickerPacks from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { pickerLocales } from '../../client/src/shell/forms/picker-locales';
import { caretAfterDigits, datePatterns, readTypedDate, showTypedDate } from '../../client/src/shell/forms/typed-date';

const { enUS } = pickerPacks;

describe('la fecha escrita de las páginas públicas', () => {
  it('se escribe en el orden y con los separadores del calendario del personal, con sus mismas letras, en los doce idiomas', () => {
    for (const [locale, pattern] of Object.entries(datePatterns)) {
      const picker = pickerLocales[locale as keyof typeof pickerLocales];
      // dayjs's short date; Arabic's writes one-digit parts between direction marks (D/‏M/‏YYYY).
      const format = (dayjs.Ls[picker.dayjs]?.formats?.L ?? 'MM/DD/YYYY')
        .replace(/\u200f/g, '')
        .replace(/\bD\b/, 'DD')
        .replace(/\bM\b/, 'MM');
      expect(pattern.format, locale).toBe(format);
      const texts = picker.texts ?? enUS.components.MuiLocalizationProvider.defaultProps.localeText;
      const letters = {
        DD: texts.fieldDayPlaceholder!({ format: 'DD' } as never),
        MM: texts.fieldMonthPlaceholder!({ contentType: 'digit', format: 'MM' } as never),
        YYYY: texts.fieldYearPlaceholder!({ digitAmount: 4, format: 'YYYY' } as never),
      };
      expect(pattern.placeholder, locale).toBe(
        format.replace(/YYYY|MM|DD/g, (token) => letters[token as keyof typeof letters]),
      );
    }
  });

  it('escribe los separadores al llegar la siguiente parte y guarda AAAA-MM-DD cuando está completa', () => {
    const spanish = datePatterns['es-MX'].format;
    expect(readTypedDate('', spanish)).toEqual({ shown: '', value: '' });
    expect(readTypedDate('15', spanish)).toEqual({ shown: '15', value: '15' });
    expect(readTypedDate('150', spanish)).toEqual({ shown: '15/0', value: '15/0' });
    expect(readTypedDate('15/03/198', spanish)).toEqual({ shown: '15/03/198', value: '15/03/198' });
    expect(readTypedDate('15/03/1980', spanish)).toEqual({ shown: '15/03/1980', value: '1980-03-15' });
    // Pasted in another shape, or with a ninth digit: only the first eight digits count.
    expect(readTypedDate('15-03-19801', spanish)).toEqual({ shown: '15/03/1980', value: '1980-03-15' });
    expect(readTypedDate('03/15/1980', datePatterns.en.format).value).toBe('1980-03-15');
    expect(readTypedDate('19800315', datePatterns.ko.format)).toEqual({ shown: '1980.03.15.', value: '1980-03-15' });
    expect(readTypedDate('1980031', datePatterns.ko.format).shown).toBe('1980.03.1');
    // An impossible day is kept as typed: the shared rule says it is not valid.
    expect(readTypedDate('31/02/1980', spanish).value).toBe('1980-02-31');
  });

  it('muestra el valor guardado en el formato del idioma y deja el cursor tras los mismos dígitos', () => {
    expect(showTypedDate('1980-03-15', datePatterns['es-MX'].format)).toBe('15/03/1980');
    expect(showTypedDate('1980-03-15', datePatterns.de.format)).toBe('15.03.1980');
    expect(showTypedDate('1980-03-15', datePatterns.hu.format)).toBe('1980.03.15.');
    expect(showTypedDate('15/0', datePatterns['es-MX'].format)).toBe('15/0');
    expect(caretAfterDigits('15/03/1980', 3)).toBe(4);
    expect(caretAfterDigits('15/03/1980', 2)).toBe(2);
    expect(caretAfterDigits('15/03/1980', 0)).toBe(0);
    expect(caretAfterDigits('15/0', 9)).toBe(4);
  });
});
