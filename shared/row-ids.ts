/** The largest value of a PostgreSQL `integer` column (ids, amounts in centavos). */
export const pgIntegerMax = 2_147_483_647;

/**
 * The row id named by an outside value (GraphQL argument, path parameter, form field, a page's
 * URL), or undefined when it names no row: only a positive integer in range counts, written in
 * plain digits when it comes as text ("1.5", "abc", "1e3", "007" and "99999999999" name nothing).
 */
export function parseRowId(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= pgIntegerMax ? value : undefined;
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= pgIntegerMax ? id : undefined;
}
