import { parseRowId } from '../../../shared/row-ids.js';
import { notFound } from './errors.js';

export { parseRowId, pgIntegerMax } from '../../../shared/row-ids.js';

/** Whether a number can be a row id (a positive 32-bit integer), so a bad id is a plain NOT_FOUND. */
export const isRowId = (value: number): boolean => parseRowId(value) !== undefined;

/** The row id of a path parameter or form field; anything else is a row that does not exist. */
export function rowIdOrNotFound(value: unknown): number {
  const id = parseRowId(value);
  if (id === undefined) throw notFound();
  return id;
}
