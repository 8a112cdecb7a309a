import { boolean, date, object, string, type InferType } from 'yup';
import { messages as m } from '../messages.js';

/** The longest FAQ question (the faqs.question column's rule). */
export const faqQuestionLength = 255;

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

/** A question of the patients' app FAQ, as the admin form and the API take it. */
export const faqSchema = object({
  question: string().trim().required(m.faqQuestionRequired).max(faqQuestionLength, m.faqQuestionMax),
  answer: string().trim().required(m.faqAnswerRequired).max(50_000, m.faqAnswerRequired),
  ...publicationRules,
});

export type FaqInput = InferType<typeof faqSchema>;
