import type { AnyObject, ObjectSchema, Schema } from 'yup';

/** What a field of a shared schema carries besides its rules (`.meta(...)`), written once for every side. */
export type FieldMeta = {
  /** The field's description: GraphQL shows it on the input, /docs on the REST body. */
  description: string;
};

type Fields<S extends ObjectSchema<AnyObject>> = Extract<keyof S['fields'], string>;

/** The field's schema as declared. */
function fieldOf<S extends ObjectSchema<AnyObject>>(schema: S, field: Fields<S>): Schema {
  const declared = schema.fields[field];
  if (declared === undefined || !('meta' in declared)) throw new Error(`The schema has no field ${field}.`);
  return declared as Schema;
}

/**
 * The description written beside a field's rules, so the GraphQL input, the REST JSON schema and
 * the form say the same thing. A field without one fails when the schema is built, not silently.
 */
export function described<S extends ObjectSchema<AnyObject>>(schema: S, field: Fields<S>): string {
  const description = (fieldOf(schema, field).meta() as Partial<FieldMeta> | undefined)?.description;
  if (description === undefined) throw new Error(`The field ${field} has no description.`);
  return description;
}
