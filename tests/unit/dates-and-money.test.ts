import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatLabDateTime,
  formatLabDay,
  formatLabMoment,
  formatShortDay,
  labTimestamp,
} from '../../client/src/shell/format/lab-time.js';
import { formatCalendarDay, formatMoney, formatMxn } from '../../client/src/shell/format/locale-format.js';

/** Intl separates with (narrow) no-break spaces in some locales: compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');

// 03:00 UTC on 8 March is still 7 March, 21:00, in Mexico City.
const eveningInTheLab = '2026-03-08T03:00:00Z';

describe('fechas de todas las pantallas', () => {
  it('muestra un día del calendario como dd/mm/aaaa y las etiquetas de las gráficas como dd/mm', () => {
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
    expect(formatShortDay('2026-03-07')).toBe('07/03');
    expect(formatDay('no es fecha')).toBe('no es fecha');
    expect(formatDay(null)).toBe('');
  });

  it('lee los instantes en la Ciudad de México, no en UTC', () => {
    expect(formatLabDay(eveningInTheLab)).toBe('07/03/2026');
    expect(formatLabMoment(eveningInTheLab)).toBe('07/03/2026 21:00');
    expect(labTimestamp(eveningInTheLab)).toBe('2026-03-07 21:00');
    expect(plain(formatLabDateTime(eveningInTheLab, 'en'))).toBe('3/7/26, 9:00 PM');
    expect(plain(formatLabDateTime('2026-03-08T03:00:05Z', 'en', { seconds: true }))).toBe('3/7/26, 9:00:05 PM');
  });

  it('escribe el día de un curso en el idioma del usuario, sin que la zona horaria lo mueva', () => {
    expect(formatCalendarDay('2025-11-14', 'es-MX', { dateStyle: 'full' })).toBe('viernes, 14 de noviembre de 2025');
    expect(formatCalendarDay('2025-11-14', 'en', { dateStyle: 'full' })).toBe('Friday, November 14, 2025');
    expect(formatCalendarDay('2025-11-14', 'es-MX', { dateStyle: 'medium' })).toBe('14 nov 2025');
    expect(formatCalendarDay('2025-11-14', 'en', { day: 'numeric', month: 'short' })).toBe('Nov 14');
  });

  it('devuelve tal cual lo que no es una fecha', () => {
    expect(formatCalendarDay('pronto', 'es-MX', { dateStyle: 'full' })).toBe('pronto');
    expect(formatLabMoment('nunca')).toBe('nunca');
    expect(labTimestamp('nunca')).toBe('nunca');
    expect(formatLabDateTime('nunca', 'es-MX')).toBe('nunca');
  });
});

describe('importes', () => {
  it('siempre en pesos, con dos decimales y los separadores del idioma', () => {
    expect(formatMxn(3500, 'es-MX')).toBe('$3,500.00 MXN');
    expect(formatMxn(3500, 'en')).toBe('$3,500.00 MXN');
    expect(plain(formatMxn(3500, 'fr'))).toBe('3 500,00 $ MXN');
    expect(formatMoney({ cents: 325050 }, 'es-MX')).toBe('$3,250.50 MXN');
    expect(plain(formatMoney({ cents: 325050 }, 'de'))).toBe('3.250,50 $ MXN');
  });
});
