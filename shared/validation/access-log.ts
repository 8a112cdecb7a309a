import { type InferType, number, object, string } from 'yup';
import { isCalendarDay } from '../calendar-day.js';
import { messages as m } from '../messages.js';

// Only a text or a number is an answer: a repeated query parameter (an array) is not.
const day = () =>
  string()
    .typeError(m.dateInvalid)
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
    .test('calendar-day', m.dateInvalid, (value) => value === null || value === undefined || isCalendarDay(value));

const rowId = () =>
  number()
    .typeError(m.idInvalid)
    .integer(m.idInvalid)
    .min(1, m.idInvalid)
    .max(2_147_483_647, m.idInvalid)
    .nullable()
    .default(null)
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
