/** A cell of a CSV export: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

/** Excel reads a UTF-8 file's accents only after this byte order mark. */
export const csvBom = '\uFEFF';

/**
 * One quoted CSV field (RFC 4180). Text that a spreadsheet would run as a formula (= + - @, a tab
 * or a carriage return first) gets a leading apostrophe: names, addresses and user agents come
 * from people who may type anything.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV record, comma separated, ending in CRLF. */
export function csvLine(cells: CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}
