import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Every element of the contract a mobile developer reads in Sandbox, without a description:
 * types, fields, arguments, input fields and enum values. GraphQL's own scalars and
 * introspection types are described by the specification.
 */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const check = (path: string, description: string | null | undefined) => {
    if (!description?.trim()) missing.push(path);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
    } else if (isUnionType(type)) {
      continue;
    }
  }
  return missing.sort();
}

describe('el contrato v1 de GraphQL está descrito para quien hace la app', () => {
  it('cada tipo, campo, argumento, campo de entrada y valor de enum tiene descripción', () => {
    const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
    expect(undescribed(schema)).toEqual([]);
  });

  it('la lista encuentra lo que no tiene descripción', () => {
    const schema = buildSchema(`
      """Described."""
      type Query { "Described." ok(a: Int): Int, bare: String }
      enum Kind { "Described." A B }
    `);
    expect(undescribed(schema)).toEqual(['Kind', 'Kind.B', 'Query.bare', 'Query.ok(a)']);
  });
});
