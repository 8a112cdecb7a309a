import { boolean, date } from 'yup';
import { messages as m } from '../messages.js';

/** An optional instant: a Date from the API, or the form's text ('' for none). */
const instant = () =>
  date()
    .typeError(m.dateInvalid)
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .optional();

/** The publication of any app content: published or draft, and an optional window (from, until). */
export const publicationRules = {
  published: boolean().required(),
  publishFrom: instant(),
  publishUntil: instant().test('after-from', m.publishUntilBeforeFrom, function (until) {
    const from = this.parent.publishFrom as Date | null | undefined;
    return !from || !until || until.getTime() > from.getTime();
  }),
};
