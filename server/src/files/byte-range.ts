import type { ByteRange } from './storage.js';

/**
 * What a Range header asks of a file of `size` bytes (RFC 9110 §14): one range of bytes, both ends
 * included; `null` to send the whole file (no header, a unit other than bytes, several ranges, a
 * malformed header: a server may ignore those); `'unsatisfiable'` when the range lies outside it.
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    // A suffix: the last N bytes (all of them when N is larger than the file).
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** Whether a request reads its file from the first byte (a new opening, not the rest of one). */
export function readsFromStart(method: string, rangeHeader: string | undefined): boolean {
  if (method === 'HEAD') return false;
  const range = requestedRange(rangeHeader, Number.MAX_SAFE_INTEGER);
  return range === null || range === 'unsatisfiable' || range.start === 0;
}
