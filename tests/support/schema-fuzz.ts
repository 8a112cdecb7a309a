import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Requests that try every argument of a root field with edge-case values, one at a time, the
 * others plausible: what a careless app build or an attacker would send. Ids name no row, so a
 * mutation changes nothing that exists.
 */
export type FuzzCase = { field: string; label: string; query: string; variables: Record<string, unknown> };

const edges: Record<string, unknown[]> = {
  ID: ['1.5', 'abc', '99999999999', '-3', ''],
  String: ['', 'a\u0000b', 'pan\uD800', 'x'.repeat(20_000)],
  Int: [0, -1, 2147483647, -2147483648],
  Float: [-1, 1e308, 0.001],
  Boolean: [false],
};
const plausible: Record<string, unknown> = {
  ID: '2147483000',
  String: 'prueba',
  Int: 1,
  Float: 1,
  Boolean: true,
  Upload: null,
};
/** Scalars of our own (dates and the like): a value that parses and two that do not. */
const otherScalar = { plausible: '2026-01-15', edges: ['', 'nope', '9999-99-99'] };

function baseline(type: GraphQLInputType, depth = 0): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [baseline(inner.ofType, depth)];
  if (isEnumType(inner)) return inner.getValues()[0].name;
  if (isScalarType(inner)) return inner.name in plausible ? plausible[inner.name] : otherScalar.plausible;
  if (isInputObjectType(inner)) {
    if (depth > 3) return null;
    return Object.fromEntries(
      Object.values(inner.getFields()).map((field) => [field.name, baseline(field.type, depth + 1)]),
    );
  }
  return null;
}

/** Wrong values for one place of type `type`: null where it is required, bad scalars, a bad enum. */
function wrongValues(type: GraphQLInputType): unknown[] {
  const inner = getNullableType(type);
  const values: unknown[] = [isNonNullType(type) ? null : undefined];
  if (isListType(inner)) values.push([], ...wrongValues(inner.ofType).map((value) => [value]));
  else if (isEnumType(inner)) values.push('NO_EXISTE', 7);
  else if (isScalarType(inner))
    values.push(...(edges[inner.name] ?? (inner.name === 'Upload' ? [] : otherScalar.edges)), { a: 1 });
  return values.filter((value) => value !== undefined);
}

function variableCases(args: readonly GraphQLArgument[]): { label: string; variables: Record<string, unknown> }[] {
  const base = Object.fromEntries(args.map((arg) => [arg.name, baseline(arg.type)]));
  const cases = [{ label: 'plausible', variables: base }];
  for (const arg of args) {
    for (const value of wrongValues(arg.type))
      cases.push({ label: `${arg.name}=${preview(value)}`, variables: { ...base, [arg.name]: value } });
    const named = getNamedType(arg.type);
    if (!isInputObjectType(named) || isListType(getNullableType(arg.type))) continue;
    const fields: GraphQLInputField[] = Object.values(named.getFields());
    for (const field of fields) {
      for (const value of wrongValues(field.type)) {
        const input = { ...(base[arg.name] as Record<string, unknown>), [field.name]: value };
        cases.push({ label: `${arg.name}.${field.name}=${preview(value)}`, variables: { ...base, [arg.name]: input } });
      }
    }
  }
  return cases;
}

const preview = (value: unknown) => JSON.stringify(value)?.slice(0, 24) ?? 'undefined';

function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

export function fuzzCases(schema: GraphQLSchema, skip: ReadonlySet<string>): FuzzCase[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {})
      .filter((field) => !skip.has(field.name))
      .flatMap((field) =>
        variableCases(field.args).map(({ label, variables }) => ({
          field: field.name,
          label,
          query: document(kind, field),
          variables,
        })),
      ),
  );
}
