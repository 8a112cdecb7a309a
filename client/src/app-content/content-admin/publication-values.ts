import { instantOfLabInput, labInputOf } from '../../shell/format/lab-time';

/** The publication part of an app content form: the window as datetime-local texts in Mexico City ('' for none). */
export type PublicationValues = { published: boolean; publishFrom: string; publishUntil: string };

export const publicationFieldPaths = ['published', 'publishFrom', 'publishUntil'] as const;

/** The form's start: a new item is published at once with no end. */
export function publicationValuesOf(item?: {
  published: boolean;
  publishFrom?: string | null;
  publishUntil?: string | null;
}): PublicationValues {
  return {
    published: item?.published ?? true,
    publishFrom: labInputOf(item?.publishFrom),
    publishUntil: labInputOf(item?.publishUntil),
  };
}

/** The publication as the API takes it. */
export function publicationInputOf(values: PublicationValues) {
  return {
    published: values.published,
    publishFrom: instantOfLabInput(values.publishFrom),
    publishUntil: instantOfLabInput(values.publishUntil),
  };
}
