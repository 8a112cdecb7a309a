import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { limits } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { AppError, badInput } from '../common/errors.js';

/** The columns of a user import, in any order; doctor_email (a patient's doctor) may follow. */
export const importColumns = ['name', 'lastname', 'mother_lastname', 'email', 'phone', 'type'] as const;
const optionalColumns = ['doctor_email'] as const;
type Column = (typeof importColumns)[number] | (typeof optionalColumns)[number];

/** One data row: its line in the file (the header is line 1) and its cells by column. */
export type CsvRow = { line: number; cells: Record<Column, string> };

/**
 * Reads an uploaded file of at most `maxBytes`; over that it fails with the too-large message
 * and stops reading. Bounded by a small limit, so holding it in memory is fine.
 */
export async function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw new AppError('BAD_USER_INPUT', messages.fileTooLarge, { field: 'file' });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The data rows of a user import CSV (UTF-8, comma or semicolon, quoted fields as RFC 4180,
 * optional BOM). A file that is not such a CSV, lacks a column, has an unknown one, has rows of
 * another width or more than limits.userImportMaxRows rows fails as a whole.
 */
export function parseUserCsv(bytes: Buffer): CsvRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw malformed();
  }
  if (text.includes('\u0000')) throw malformed();
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw malformed();
    throw error;
  }
  if (records.length === 0) throw badInput('file', messages.importFileEmpty);
  const header = records[0].record.map((name) => name.toLowerCase());
  const known = new Set<string>([...importColumns, ...optionalColumns]);
  const complete = importColumns.every((column) => header.includes(column));
  if (!complete || new Set(header).size !== header.length || header.some((name) => !known.has(name))) throw malformed();
  const rows = records.slice(1);
  if (rows.length === 0) throw badInput('file', messages.importFileEmpty);
  if (rows.length > limits.userImportMaxRows) throw badInput('file', messages.importTooManyRows);
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries([...known].map((column) => [column, record[header.indexOf(column)] ?? ''])) as Record<
      Column,
      string
    >,
  }));
}

const malformed = () => badInput('file', messages.importFileInvalid);
