import { object, string, type InferType } from 'yup';
import { messages as m } from '../messages.js';
import { publicationRules } from './publication.js';

/** The longest FAQ question (the faqs.question column's rule). */
export const faqQuestionLength = 255;

/** A question of the patients' app FAQ, as the admin form and the API take it. */
export const faqSchema = object({
  question: string().trim().required(m.faqQuestionRequired).max(faqQuestionLength, m.faqQuestionMax),
  answer: string().trim().required(m.faqAnswerRequired).max(50_000, m.faqAnswerRequired),
  ...publicationRules,
});

export type FaqInput = InferType<typeof faqSchema>;
