import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { defaultPageSize, maxPageSize } from '../../../server/src/common/cursors.js';

const read = (name: string) => readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');
const schema = buildSchema(read('schema.graphql'));
const guide = read('docs/mobile-api.md');

type Field = GraphQLField<unknown, unknown>;
/** Every field of every object type, as `Type.field`. */
const fields = Object.values(schema.getTypeMap())
  .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
  .flatMap((type) =>
    isObjectType(type) ? Object.values(type.getFields()).map((field) => [type.name, field] as const) : [],
  );
const connections = fields.filter(([, field]) => getNamedType(field.type).name.endsWith('Connection'));
const argOf = (field: Field, name: string): GraphQLArgument | undefined => field.args.find((arg) => arg.name === name);
/** An argument the app may leave out, whose default is the server's (none written in the schema). */
const optional = (arg: GraphQLArgument | undefined, type: string) =>
  arg !== undefined && !isNonNullType(arg.type) && String(arg.type) === type && arg.defaultValue === undefined;

describe('una sola convención de páginas en la API (docs/mobile-api.md, "Lists that grow")', () => {
  it('cada conexión toma first y after opcionales; last y before van juntos; ninguna trae su propio tamaño por defecto', () => {
    expect(connections.length).toBeGreaterThan(10);
    const off: string[] = [];
    for (const [type, field] of connections) {
      const name = `${type}.${field.name}`;
      if (!optional(argOf(field, 'first'), 'Int') || !optional(argOf(field, 'after'), 'String'))
        off.push(`${name}: first/after`);
      if (Boolean(argOf(field, 'last')) !== Boolean(argOf(field, 'before'))) off.push(`${name}: last sin before`);
      for (const backward of ['last', 'before'])
        if (argOf(field, backward) && !optional(argOf(field, backward), backward === 'last' ? 'Int' : 'String'))
          off.push(`${name}: ${backward}`);
    }
    expect(off).toEqual([]);
  });

  it('ningún campo pide su tamaño como limit sin marcarlo obsoleto: el tamaño se pide como first', () => {
    const limits = fields.flatMap(([type, field]) =>
      field.args.filter((arg) => arg.name === 'limit').map((arg) => [`${type}.${field.name}`, arg] as const),
    );
    expect(limits.filter(([, arg]) => !arg.deprecationReason).map(([name]) => name)).toEqual([]);
    for (const [name] of limits)
      expect(argOf(fields.find(([t, f]) => `${t}.${f.name}` === name)![1], 'first')).toBeDefined();
  });

  it('la guía escribe la convención una vez (20 por defecto, 100 como máximo) y nombra cada conexión y cada lista de Query', () => {
    expect(defaultPageSize).toBe(20);
    expect(maxPageSize).toBe(100);
    const section = guide.slice(guide.indexOf('## Lists that grow'), guide.indexOf('## Dates, times and money'));
    expect(section).toMatch(/20 entries\s+when no size is given/);
    expect(section).toMatch(/1\s+to\s+100/);
    const queryLists = Object.values(schema.getQueryType()!.getFields()).filter(
      (field) =>
        getNamedType(field.type).name.endsWith('Connection') ||
        isListType(isNonNullType(field.type) ? field.type.ofType : field.type),
    );
    const missing = queryLists.map((field) => field.name).filter((name) => !section.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
