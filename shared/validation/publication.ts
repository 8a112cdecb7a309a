import { boolean, date, object } from 'yup';
import { appContentMessages } from '../messages/app-content.js';
import { generalMessages } from '../messages/general.js';

const m = { ...appContentMessages, ...generalMessages };

/** An optional instant: a Date from the API, or the form's text ('' for none). */
const instant = () =>
  date()
    .typeError(m.dateInvalid)
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .nullable()
    .optional();

/**
 * The publication of any app content: published or draft, and an optional window (from, until),
 * each with the one description every content input shows. A new item starts published.
 */
export const publicationRules = {
  published: boolean().required().default(true).meta({ description: 'Published (true) or draft (false).' }),
  publishFrom: instant().meta({ description: 'Shown from this instant on; null or left out: at once.' }),
  publishUntil: instant()
    .test('after-from', m.publishUntilBeforeFrom, function (until) {
      const from = this.parent.publishFrom as Date | null | undefined;
      return !from || !until || until.getTime() > from.getTime();
    })
    .meta({ description: 'Shown until this instant; it must come after publishFrom. Null or left out: with no end.' }),
};

/** The publication alone, as the input every app content input extends declares it. */
export const publicationSchema = object(publicationRules);
