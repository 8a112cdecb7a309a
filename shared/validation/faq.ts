import { object, string, type InferType } from 'yup';
import { appContentMessages as m } from '../messages/app-content.js';
import { publicationRules } from './publication.js';

/** The longest FAQ question (the faqs.question column's rule). */
export const faqQuestionLength = 255;

/**
 * A question of the patients' app FAQ, as the admin form and the API take it; each field with the
 * one description GraphQL's FaqInput shows.
 */
export const faqSchema = object({
  question: string()
    .trim()
    .required(m.faqQuestionRequired)
    .max(faqQuestionLength, m.faqQuestionMax)
    .meta({ description: 'The question, required, at most 255 characters.' }),
  answer: string()
    .trim()
    .required(m.faqAnswerRequired)
    .max(50_000, m.faqAnswerRequired)
    .meta({ description: 'The answer as HTML from the rich-text editor, required; sanitised on save.' }),
  ...publicationRules,
});

export type FaqInput = InferType<typeof faqSchema>;
