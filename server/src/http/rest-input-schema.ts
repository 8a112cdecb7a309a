import type { AnyObject, ObjectSchema, SchemaDescription } from 'yup';
import { described } from '../../../shared/validation/described.js';
import { rowIdMark } from './rest-schemas.js';

/** The bound that keeps absurd input out of a REST text; the shared rules answer the precise messages. */
const looseTextLength = 1000;

type Field<S extends ObjectSchema<AnyObject>> = Extract<keyof S['fields'], string>;

/**
 * The JSON-schema properties of a REST body, derived from the shared yup schema the service runs,
 * so a field's description is written once (beside its rules). `names` maps each legacy REST name
 * to the schema's field. The properties check types and a loose length only, and none is marked
 * required: a missing or wrong field answers the shared schema's SPEC message, not the JSON
 * schema's. Supports the yup types the REST inputs use (string, number). `untyped` leaves even the
 * type to the shared schema, for query strings whose mistakes (a repeated parameter) it names better.
 */
export function restPropertiesOf<S extends ObjectSchema<AnyObject>>(
  schema: S,
  names: Record<string, Field<S>>,
  options: { maxLength?: number; untyped?: boolean } = {},
) {
  const { maxLength = looseTextLength, untyped = false } = options;
  const { fields } = schema.describe();
  return Object.fromEntries(
    Object.entries(names).map(([name, field]) => {
      const rules = fields[field] as SchemaDescription;
      const description = `${rules.optional ? '' : 'Required. '}${described(schema, field)}`;
      // Untyped, a row id is still documented as the integer it is (see openapi.ts).
      const documented = isInteger(rules) ? { $comment: rowIdMark } : {};
      return [name, untyped ? { ...documented, description } : { ...jsonTypeOf(rules, maxLength), description }];
    }),
  );
}

const isInteger = (rules: SchemaDescription) =>
  rules.type === 'number' && rules.tests.some((test) => test.name === 'integer');

function jsonTypeOf(rules: SchemaDescription, maxLength: number) {
  switch (rules.type) {
    case 'string':
      return { type: 'string', maxLength };
    case 'number': {
      // Legacy clients send numbers as JSON numbers or as their digits in a text.
      return { type: [isInteger(rules) ? 'integer' : 'number', 'string'], maxLength: 20 };
    }
    default:
      throw new Error(`No JSON schema for the yup type ${rules.type}.`);
  }
}
