import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** How drizzle reads one selected value from the driver's row (a column, or SQL with its decoder). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What drizzle's prepared select keeps of its selection (not in its published types). */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** SQL's decoder is internal to drizzle (set by `mapWith`), so not in its published types. */
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

/** The decoder drizzle's own mapping (mapResultRow) picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A selected field as drizzle's prepared select lists it: its place in the result, and what it reads. */
type SelectedField = { path: string[]; field: unknown };

/**
 * The rows of a selection, mapped as drizzle maps them, with each field's decoder found once
 * instead of on every value of every row: drizzle's mapResultRow tests each field's class on each
 * row (about 6% of the server's CPU for a doctor's page of 20 patients in a profile under load,
 * and `me`, which reads a user, their type and their office in one row, on every screen). Each row
 * becomes one object literal written for the selection (`{ "id": …, "user": { "name": … } }`), so
 * every row of it shares one shape from the start; assigned field by field under computed names,
 * the rows took twice as long to build. The names are the selection's own keys, from the code,
 * quoted as JSON strings.
 * A nested object (`select({ user: users, profile: doctorProfiles })`) follows drizzle's rule for
 * outer joins: it is null when its first column is null, when all its columns come from one table
 * and that table may be missing from the join (`joinsNotNullable`, drizzle's map of the tables a
 * row always has). Undefined for a selection nested deeper (drizzle's own mapping then applies).
 */
export function compiledRowMapper(fields: SelectedField[], joinsNotNullable?: Record<string, boolean>) {
  if (fields.some(({ path }) => path.length > 2)) return undefined;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const value = (index: number) =>
    `row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}])`;
  // The top-level names in their order of first appearance, each a value or an object of values.
  const members = new Map<string, number | { name: string; index: number }[]>();
  fields.forEach(({ path }, index) => {
    if (path.length === 1) members.set(path[0], index);
    else {
      const object = members.get(path[0]);
      if (Array.isArray(object)) object.push({ name: path[1], index });
      else members.set(path[0], [{ name: path[1], index }]);
    }
  });
  const properties = [...members].map(([name, member]) => {
    if (!Array.isArray(member)) return `${JSON.stringify(name)}: ${value(member)}`;
    const literal = `{ ${member.map(({ name: key, index }) => `${JSON.stringify(key)}: ${value(index)}`).join(', ')} }`;
    const missingWhenNull = joinsNotNullable && nullableObjectColumn(member.map(({ index }) => fields[index].field));
    const first = missingWhenNull === undefined ? -1 : member[missingWhenNull].index;
    return first >= 0 && !joinsNotNullable?.[tableOf(fields[first].field)]
      ? `${JSON.stringify(name)}: row[${first}] === null ? null : ${literal}`
      : `${JSON.stringify(name)}: ${literal}`;
  });
  const mapRow = new Function('decoders', `return (row) => ({ ${properties.join(', ')} });`)(decoders) as (
    row: unknown[],
  ) => Record<string, unknown>;
  return (rows: unknown[][]) => rows.map(mapRow);
}

const tableOf = (column: unknown) => getTableName((column as Column).table);

/**
 * The position of an object's first column when every column in it comes from one table (the
 * case where drizzle nulls the object of a missing outer-joined row); undefined otherwise.
 */
function nullableObjectColumn(values: unknown[]): number | undefined {
  const columns = values.flatMap((field, position) => (is(field, Column) ? [{ field, position }] : []));
  if (columns.length === 0) return undefined;
  const table = tableOf(columns[0].field);
  return columns.every(({ field }) => tableOf(field) === table) ? columns[0].position : undefined;
}

/**
 * Gives each prepared select in `queries` (one, or an object of them) the compiled mapping above.
 * Other prepared statements (inserts, updates, a selection nested deeper) are left as they are.
 */
export function withCompiledRows<Queries>(queries: Queries): Queries {
  if (!queries || typeof queries !== 'object') return queries;
  const prepared = queries as PreparedSelect;
  if (Array.isArray(prepared.fields)) {
    const mapper = prepared.customResultMapper
      ? undefined
      : compiledRowMapper(prepared.fields, prepared.joinsNotNullableMap);
    if (mapper) prepared.customResultMapper = mapper;
    return queries;
  }
  if (Object.getPrototypeOf(queries) === Object.prototype)
    for (const query of Object.values(queries as Record<string, unknown>)) withCompiledRows(query);
  return queries;
}
