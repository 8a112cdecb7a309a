import { type InferType, number, object, string } from 'yup';
import { messages as m } from '../messages.js';

/** Whether a YYYY-MM-DD text is a day of the calendar (no 2025-02-30), within years the log can hold. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 1900 || year > 2999) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

// Only a text or a number is an answer: a repeated query parameter (an array) is not.
const day = () => string().typeError(m.dateInvalid).nullable().default(null)
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
  .test('calendar-day', m.dateInvalid, (value) => value === null || value === undefined || isCalendarDay(value));

const rowId = () => number().typeError(m.idInvalid).integer(m.idInvalid)
  .min(1, m.idInvalid).max(2_147_483_647, m.idInvalid).nullable().default(null)
  .transform((value: number, original: unknown) => {
    if (original === '' || original === null || original === undefined) return null;
    return typeof original === 'string' || typeof original === 'number' ? value : Number.NaN;
  });

/**
 * The admin's filter of the clinical access log: who, which patient, and a range of days (lab
 * time, both ends included). Every part is optional.
 */
export const accessLogFilterSchema = object({
  userId: rowId(),
  patientId: rowId(),
  from: day(),
  until: day().test('range', m.accessLogRangeInvalid, function (until) {
    const from = this.parent.from as string | null;
    return !from || !until || !isCalendarDay(from) || from <= until;
  }),
});

export type AccessLogFilter = InferType<typeof accessLogFilterSchema>;
