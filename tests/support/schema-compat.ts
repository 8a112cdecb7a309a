import {
  BreakingChangeType,
  buildSchema,
  findBreakingChanges,
  isInterfaceType,
  isObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * What a new schema breaks for clients built against the released one: removed or retyped
 * fields, types, arguments and enum values, new required arguments and input fields. A field
 * removed after being deprecated in the released schema is not a break: apps had a release to
 * move off it.
 */
export function breakingChanges(released: string, next: string): string[] {
  const before = buildSchema(released);
  return findBreakingChanges(before, buildSchema(next))
    .filter(
      (change) => !(change.type === BreakingChangeType.FIELD_REMOVED && wasDeprecated(before, change.description)),
    )
    .map((change) => `${change.type}: ${change.description}`);
}

/** Whether the field named in "Type.field was removed." was deprecated in `schema`. */
function wasDeprecated(schema: GraphQLSchema, description: string): boolean {
  const match = /^(\w+)\.(\w+) was removed\.$/.exec(description);
  if (!match) return false;
  const type = schema.getType(match[1]);
  const field = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[match[2]] : undefined;
  return Boolean(field?.deprecationReason);
}
