import { Column, is, SQL, Subquery } from 'drizzle-orm';

/** How drizzle reads one selected value from the driver's row (a column, or SQL with its decoder). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What drizzle's prepared select keeps of its selection (not in its published types). */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
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

/**
 * The rows of a flat selection (`select({ a: t.a, b: sql<...>`...`})`, no nested objects), mapped
 * as drizzle maps them, with each field's decoder found once instead of on every value of every
 * row: drizzle's mapResultRow tests each field's class on each row (about 6% of the server's CPU
 * for a doctor's page of 20 patients in a profile under load). Each row becomes one object literal
 * written for the selection (`{ "id": …, "name": … }`), so every row of it shares one shape from
 * the start; assigned field by field under computed names, the rows took twice as long to build.
 * The names are the selection's own keys, from the code, quoted as JSON strings. Undefined for a
 * nested selection (drizzle's own mapping then applies, with its rule for the null objects of
 * outer joins).
 */
export function compiledRowMapper(fields: { path: string[]; field: unknown }[]) {
  if (fields.some(({ path }) => path.length !== 1)) return undefined;
  const decoders = fields.map(({ field }) => decoderOf(field));
  const properties = fields.map(
    ({ path }, index) =>
      `${JSON.stringify(path[0])}: row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}])`,
  );
  const mapRow = new Function('decoders', `return (row) => ({ ${properties.join(', ')} });`)(decoders) as (
    row: unknown[],
  ) => Record<string, unknown>;
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * Gives each prepared select in `queries` (one, or an object of them) the compiled mapping above.
 * Other prepared statements (inserts, updates, a nested selection) are left as they are.
 */
export function withCompiledRows<Queries>(queries: Queries): Queries {
  if (!queries || typeof queries !== 'object') return queries;
  const prepared = queries as PreparedSelect;
  if (Array.isArray(prepared.fields)) {
    const mapper = prepared.customResultMapper ? undefined : compiledRowMapper(prepared.fields);
    if (mapper) prepared.customResultMapper = mapper;
    return queries;
  }
  if (Object.getPrototypeOf(queries) === Object.prototype)
    for (const query of Object.values(queries as Record<string, unknown>)) withCompiledRows(query);
  return queries;
}
