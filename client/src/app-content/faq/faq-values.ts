import type { AdminFaqFieldsFragment, FaqInput } from '../../gql/graphql';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';

/** The FAQ form's values: the window as datetime-local texts in Mexico City ('' for none). */
export type FaqValues = PublicationValues & { question: string; answer: string };

export const faqFieldPaths: readonly string[] = ['question', 'answer', ...publicationFieldPaths];

export function faqValuesOf(faq?: AdminFaqFieldsFragment): FaqValues {
  return { question: faq?.question ?? '', answer: faq?.answer ?? '', ...publicationValuesOf(faq) };
}

export function faqInputOf(values: FaqValues): FaqInput {
  return { question: values.question.trim(), answer: values.answer, ...publicationInputOf(values) };
}
