import { slideSchema } from '../../../../shared/validation/slide';
import type { AdminSlideFieldsFragment, SlideInput } from '../../gql/graphql';
import { fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { appImageRule } from '../content-admin/app-image-rules';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';

/** The shared rules, and an image that a new slide must have. */
export const slideFormSchema = (isNew: boolean) => slideSchema.shape({ image: appImageRule(isNew) });

/** The slide form's values: the shared schema's, and the image chosen in this form (null: none, or keep the current one). */
export type SlideValues = FormValues<typeof slideSchema> & { image: File | null };

export const slideFieldPaths = fieldPathsOf(slideFormSchema(true));

export function slideValuesOf(slide?: AdminSlideFieldsFragment): SlideValues {
  return { ...contentValuesOf(slideSchema, slide), image: null };
}

/** What the API takes: texts trimmed, an empty link as null, never the image (an upload beside it). */
export function slideInputOf(values: SlideValues): SlideInput {
  return contentInputOf(slideSchema, values);
}
