import type { AdminFaqFieldsFragment, FaqInput } from '../gql/graphql';
import { instantOfLabInput, labInputOf } from '../shell/format/lab-time';

/** The FAQ form's values: the window as datetime-local texts in Mexico City ('' for none). */
export type FaqValues = {
  question: string;
  answer: string;
  published: boolean;
  publishFrom: string;
  publishUntil: string;
};

export const faqFieldPaths: readonly string[] = ['question', 'answer', 'published', 'publishFrom', 'publishUntil'];

export function faqValuesOf(faq?: AdminFaqFieldsFragment): FaqValues {
  return {
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    published: faq?.published ?? true,
    publishFrom: labInputOf(faq?.publishFrom),
    publishUntil: labInputOf(faq?.publishUntil),
  };
}

export function faqInputOf(values: FaqValues): FaqInput {
  return {
    question: values.question.trim(),
    answer: values.answer,
    published: values.published,
    publishFrom: instantOfLabInput(values.publishFrom),
    publishUntil: instantOfLabInput(values.publishUntil),
  };
}
