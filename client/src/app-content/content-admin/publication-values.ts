import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { instantOfLabInput, labInputOf } from '../../shell/format/lab-time';
import { emptyValuesOf, inputOf, valuesOf, type FormValues, type HeldValues } from '../../shell/forms/schema-values';

type ContentSchema = ObjectSchema<AnyObject>;

/** The publication part of an app content form: the window as datetime-local texts in Mexico City ('' for none). */
export type PublicationValues = { published: boolean; publishFrom: string; publishUntil: string };

/** The window as the API takes and gives it: ISO instants, null for none. */
type Window = { publishFrom?: string | null; publishUntil?: string | null };

/**
 * An app content form's values from its shared schema (shared/validation/publication.ts gives
 * every content its publication): a new item's defaults, published at once with no end, or the
 * stored item's fields with its window in Mexico City time.
 */
export function contentValuesOf<S extends ContentSchema>(
  schema: S,
  item?: Window & Partial<Record<keyof FormValues<S>, unknown>>,
): FormValues<S> {
  if (!item) return emptyValuesOf(schema);
  return {
    ...valuesOf(schema, item),
    publishFrom: labInputOf(item.publishFrom),
    publishUntil: labInputOf(item.publishUntil),
  };
}

/** The form's values as the API takes them: cast by the shared schema (texts trimmed), the window in UTC. */
export function contentInputOf<S extends ContentSchema>(
  schema: S,
  values: HeldValues<S> & PublicationValues,
): Omit<InferType<S>, keyof Window> & Required<Window> {
  return {
    ...inputOf(schema, values),
    publishFrom: instantOfLabInput(values.publishFrom),
    publishUntil: instantOfLabInput(values.publishUntil),
  };
}
