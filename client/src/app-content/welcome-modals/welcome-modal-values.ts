import type { AdminWelcomeModalFieldsFragment, WelcomeModalInput } from '../../gql/graphql';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';

/** The welcome modal form's values: the image chosen in this form (null: none, or keep the current one). */
export type WelcomeModalValues = PublicationValues & {
  image: File | null;
  altText: string;
  title: string;
  body: string;
};

export const welcomeModalFieldPaths: readonly string[] = [
  'image',
  'altText',
  'title',
  'body',
  ...publicationFieldPaths,
];

export function welcomeModalValuesOf(modal?: AdminWelcomeModalFieldsFragment): WelcomeModalValues {
  return {
    image: null,
    altText: modal?.altText ?? '',
    title: modal?.title ?? '',
    body: modal?.body ?? '',
    ...publicationValuesOf(modal),
  };
}

export function welcomeModalInputOf(values: WelcomeModalValues): WelcomeModalInput {
  const body = values.body.trim();
  return {
    altText: values.altText.trim(),
    title: values.title.trim(),
    body: body === '' ? null : body,
    ...publicationInputOf(values),
  };
}
