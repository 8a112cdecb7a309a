import { string } from 'yup';
import { isCalendarDay } from '../calendar-day.js';
import { generalMessages as m } from '../messages/general.js';

/**
 * An optional day, YYYY-MM-DD, trimmed; '' is none. Only a text is an answer: a repeated query
 * parameter (an array) is not.
 */
export const optionalDay = () =>
  string()
    .typeError(m.dateInvalid)
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
    .test('calendar-day', m.dateInvalid, (value) => value === null || value === undefined || isCalendarDay(value));

/** Whether two optional days are in order (the first not after the second); a missing or wrong one passes. */
export const daysInOrder = (from: string | null | undefined, until: string | null | undefined): boolean =>
  !from || !until || !isCalendarDay(from) || !isCalendarDay(until) || from <= until;

/** Days from `from` to `until`, both included. */
export const daysBetween = (from: string, until: string): number =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
