/** The rows of a raw statement's answer (`db.execute`): postgres.js answers an array, PGlite an object holding them. */
export function rowsOf<T>(answer: unknown): T[] {
  return (Array.isArray(answer) ? answer : (answer as { rows: T[] }).rows) as T[];
}
