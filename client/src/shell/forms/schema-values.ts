import type { AnyObject, InferType, ObjectSchema } from 'yup';

type AnySchema = ObjectSchema<AnyObject>;

type InputOf<T> =
  NonNullable<T> extends boolean
    ? boolean
    : NonNullable<T> extends number | Date
      ? string
      : NonNullable<T> extends readonly (infer Item)[]
        ? InputOf<Item>[]
        : NonNullable<T>;

/** An optional field's input may be empty (''), but a switch, which is always on or off. */
type OptionalInputOf<T> = InputOf<T> extends boolean ? boolean : InputOf<T> | '';

/**
 * A form's state derived from its shared schema, so no form lists its fields by hand: inputs hold
 * text, so numbers and instants are typed as strings (a list of numbers as a list of strings) and
 * an optional field may be empty (''); switches hold booleans.
 */
export type FormValues<S extends AnySchema> = {
  [K in keyof InferType<S>]-?: undefined extends InferType<S>[K]
    ? OptionalInputOf<InferType<S>[K]>
    : null extends InferType<S>[K]
      ? OptionalInputOf<InferType<S>[K]>
      : InputOf<InferType<S>[K]>;
};

type Field<S extends AnySchema> = Extract<keyof FormValues<S>, string>;

/**
 * What a form holds for the schema's fields: usually FormValues, but a number input gives formik
 * numbers and a select may hold its choices as they are; the schema casts them all alike.
 */
export type HeldValues<S extends AnySchema> = Record<Field<S>, unknown>;

/** The form's fields, which are also the paths the server may name in extensions.field. */
export function fieldPathsOf<S extends AnySchema>(schema: S): readonly Field<S>[] {
  return Object.keys(schema.fields) as Field<S>[];
}

const asInput = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value;

/** A new record's form: each field's default from the schema, where it has none '' (a list: []). */
export function emptyValuesOf<S extends AnySchema>(schema: S): FormValues<S> {
  const defaults = schema.getDefault() as Record<string, unknown>;
  const { fields } = schema.describe();
  const emptyOf = (field: string) =>
    defaults[field] === undefined && fields[field]?.type === 'array' ? [] : asInput(defaults[field]);
  return Object.fromEntries(fieldPathsOf(schema).map((field) => [field, emptyOf(field)])) as FormValues<S>;
}

/** A stored record as the form's inputs hold it: null as '', numbers as text, the rest as is. */
export function valuesOf<S extends AnySchema>(schema: S, record: Partial<Record<Field<S>, unknown>>): FormValues<S> {
  return Object.fromEntries(fieldPathsOf(schema).map((field) => [field, asInput(record[field])])) as FormValues<S>;
}

/**
 * Valid form values as the API takes them: only the schema's fields (a form may hold more, such as
 * a card that never leaves the browser), cast by the schema (texts trimmed, numbers parsed) and an
 * empty text of a nullable field sent as null.
 */
export function inputOf<S extends AnySchema>(schema: S, values: HeldValues<S>): InferType<S> {
  const cast = schema.cast(values, { stripUnknown: true }) as Record<string, unknown>;
  const { fields } = schema.describe();
  for (const field of fieldPathsOf(schema)) {
    if (cast[field] === '' && 'nullable' in fields[field]! && fields[field].nullable) cast[field] = null;
  }
  return cast as InferType<S>;
}
