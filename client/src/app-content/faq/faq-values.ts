import { faqSchema } from '../../../../shared/validation/faq';
import type { AdminFaqFieldsFragment, FaqInput } from '../../gql/graphql';
import { fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';

/** The FAQ form's values, the shared schema's fields: the window as datetime-local texts in Mexico City ('' for none). */
export type FaqValues = FormValues<typeof faqSchema>;

export const faqFieldPaths = fieldPathsOf(faqSchema);

export function faqValuesOf(faq?: AdminFaqFieldsFragment): FaqValues {
  return contentValuesOf(faqSchema, faq);
}

export function faqInputOf(values: FaqValues): FaqInput {
  return contentInputOf(faqSchema, values);
}
