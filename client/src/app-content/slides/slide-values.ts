import type { AdminSlideFieldsFragment, SlideInput } from '../../gql/graphql';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';

/** The slide form's values: the image chosen in this form (null: none, or keep the current one). */
export type SlideValues = PublicationValues & { image: File | null; altText: string; linkUrl: string };

export const slideFieldPaths: readonly string[] = ['image', 'altText', 'linkUrl', ...publicationFieldPaths];

export function slideValuesOf(slide?: AdminSlideFieldsFragment): SlideValues {
  return { image: null, altText: slide?.altText ?? '', linkUrl: slide?.linkUrl ?? '', ...publicationValuesOf(slide) };
}

export function slideInputOf(values: SlideValues): SlideInput {
  const linkUrl = values.linkUrl.trim();
  return { altText: values.altText.trim(), linkUrl: linkUrl === '' ? null : linkUrl, ...publicationInputOf(values) };
}
