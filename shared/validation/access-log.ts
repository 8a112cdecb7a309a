import { type InferType, number, object } from 'yup';
import { generalMessages } from '../messages/general.js';
import { studyMessages } from '../messages/studies.js';
import { daysInOrder, optionalDay } from './day-range.js';

const m = { ...generalMessages, ...studyMessages };

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
 * time, both ends included). Every part is optional; each carries the one description GraphQL and /docs show.
 */
export const accessLogFilterSchema = object({
  userId: rowId().meta({ description: 'Only what this user did or attempted.' }),
  patientId: rowId().meta({ description: 'Only entries concerning this patient.' }),
  from: optionalDay().meta({
    description: 'First day, YYYY-MM-DD in the lab time zone (America/Mexico_City), from 00:00.',
  }),
  until: optionalDay()
    .test('range', m.accessLogRangeInvalid, function (until) {
      return daysInOrder(this.parent.from as string | null, until);
    })
    .meta({
      description: 'Last day, YYYY-MM-DD in the lab time zone (America/Mexico_City), until 24:00; not before `from`.',
    }),
});

export type AccessLogFilter = InferType<typeof accessLogFilterSchema>;
