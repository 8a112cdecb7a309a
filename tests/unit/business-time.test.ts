import { describe, expect, it } from 'vitest';
import { defaultOpeningHours, weekdays } from '../../shared/validation/quality.js';
import { businessClock } from '../../server/src/quality/business-time.js';
import { netPromoterScore, percentile } from '../../server/src/quality/statistics.js';

// Mexico City keeps UTC-6 all year since 2022; 2026-11-23 is a Monday.
const at = (local: string) => new Date(`${local}-06:00`);
const minutes = (measure: (start: Date, end: Date) => number, from: string, to: string) =>
  measure(at(from), at(to)) / 60_000;

describe('tiempo en horario de atención (lunes a viernes 9 a 19, sábado 9 a 14)', () => {
  const measure = businessClock(defaultOpeningHours);

  it('dentro del mismo día cuenta el tiempo tal cual', () => {
    expect(minutes(measure, '2026-11-23T10:00', '2026-11-23T10:30')).toBe(30);
  });

  it('de un día al siguiente no cuenta la noche', () => {
    expect(minutes(measure, '2026-11-23T18:30', '2026-11-24T09:15')).toBe(45);
  });

  it('antes de abrir y después de cerrar no cuenta', () => {
    expect(minutes(measure, '2026-11-23T07:00', '2026-11-23T09:30')).toBe(30);
    expect(minutes(measure, '2026-11-23T19:30', '2026-11-23T23:00')).toBe(0);
  });

  it('el sábado cuenta medio día y el domingo nada', () => {
    expect(minutes(measure, '2026-11-28T13:00', '2026-11-30T10:00')).toBe(60 + 60);
    expect(minutes(measure, '2026-11-28T15:00', '2026-11-28T18:00')).toBe(0);
    expect(minutes(measure, '2026-11-27T18:00', '2026-11-28T10:00')).toBe(60 + 60);
  });

  it('una semana completa son 5 días de 10 horas y un sábado de 5', () => {
    expect(minutes(measure, '2026-11-23T00:00', '2026-11-30T00:00')).toBe((5 * 10 + 5) * 60);
  });

  it('una respuesta anterior a la pregunta mide 0', () => {
    expect(minutes(measure, '2026-11-23T12:00', '2026-11-23T11:00')).toBe(0);
  });

  it('en 2021, con horario de verano (UTC-5), las horas siguen siendo las del reloj del laboratorio', () => {
    const summer = (local: string) => new Date(`${local}-05:00`);
    expect(measure(summer('2021-04-05T08:00'), summer('2021-04-05T10:00')) / 60_000).toBe(60);
  });
});

describe('otros horarios', () => {
  it('con todos los días cerrados nada cuenta', () => {
    const closed = businessClock(weekdays.map((weekday) => ({ weekday, opensAt: null, closesAt: null })));
    expect(minutes(closed, '2026-11-23T10:00', '2026-11-25T10:00')).toBe(0);
  });

  it('solo el domingo de 10 a 12', () => {
    const sunday = businessClock([{ weekday: 7, opensAt: '10:00', closesAt: '12:00' }]);
    expect(minutes(sunday, '2026-11-23T10:00', '2026-12-07T00:00')).toBe(2 * 120);
  });
});

describe('percentiles y NPS', () => {
  it('la mediana y el percentil 90 interpolan entre los valores vecinos', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([10], 0.9)).toBe(10);
    expect(percentile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('el NPS es el porcentaje de promotores menos el de detractores', () => {
    expect(netPromoterScore(2, 1, 4)).toBe(25);
    expect(netPromoterScore(0, 3, 3)).toBe(-100);
    expect(netPromoterScore(1, 1, 3)).toBe(0);
    expect(netPromoterScore(1, 0, 3)).toBe(33.3);
    expect(netPromoterScore(0, 0, 0)).toBeNull();
  });
});
