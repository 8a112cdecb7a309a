import { type InferType, number, object } from 'yup';
import { messages as m } from '../messages.js';
import { daysInOrder, optionalDay } from './day-range.js';

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
  from: optionalDay(),
  until: optionalDay().test('range', m.accessLogRangeInvalid, function (until) {
    return daysInOrder(this.parent.from as string | null, until);
  }),
});

export type AccessLogFilter = InferType<typeof accessLogFilterSchema>;
