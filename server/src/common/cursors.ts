import { messages } from '../../../shared/messages.js';
import { badInput } from './errors.js';

/**
 * Cursors are opaque to clients: the sort key of a row (a list of numbers and strings), tagged
 * with the list it belongs to, in base64url. A cursor of another list, or one that was altered,
 * is refused as bad input naming the argument.
 */
export type CursorKey = readonly (string | number)[];

export function encodeCursor(list: string, key: CursorKey): string {
  return Buffer.from(JSON.stringify([list, ...key])).toString('base64url');
}

/** The key inside `cursor`, checked by `isKey`; BAD_USER_INPUT on `field` otherwise. */
export function decodeCursor<K extends CursorKey>(
  list: string,
  cursor: string,
  field: string,
  isKey: (key: CursorKey) => key is K,
): K {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(field, messages.cursorInvalid);
  }
  if (
    !Array.isArray(parts) ||
    parts[0] !== list ||
    !parts.slice(1).every((part) => typeof part === 'string' || typeof part === 'number')
  ) {
    throw badInput(field, messages.cursorInvalid);
  }
  const key = parts.slice(1) as CursorKey;
  if (!isKey(key)) throw badInput(field, messages.cursorInvalid);
  return key;
}

/** A key of one row id. */
export const isIdKey = (key: CursorKey): key is readonly [number] =>
  key.length === 1 && typeof key[0] === 'number' && Number.isSafeInteger(key[0]) && key[0] > 0;

/** A key of two whole numbers, such as a time in microseconds and a row id, for lists ordered by time. */
export const isNumberPairKey = (key: CursorKey): key is readonly [number, number] =>
  key.length === 2 && key.every((part) => typeof part === 'number' && Number.isSafeInteger(part) && part >= 0);

/**
 * The page convention of every connection (docs/mobile-api.md, "Lists that grow"): `first`/`after`
 * read forward, `last`/`before` backward, 20 entries when no size is given, at most 100.
 */
export const defaultPageSize = 20;
/** The most entries a connection answers at once. */
export const maxPageSize = 100;

/** A page size as asked (`first` or `last`): 1 to 100, or BAD_USER_INPUT on `field`. */
export function pageSize(value: number, field: string): number {
  if (!Number.isInteger(value) || value < 1 || value > maxPageSize) throw badInput(field, messages.pageSizeInvalid);
  return value;
}

/** The size of a page asked with `field` (`first` by default): 20 when left out, else 1 to 100. */
export const sizeOrDefault = (value: number | null | undefined, field: 'first' | 'last' = 'first'): number =>
  pageSize(value ?? defaultPageSize, field);

/** A page of a list, as every connection answers it. */
export type Connection<T> = {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
};

/**
 * A forward page from rows read with one extra (`first + 1`): the extra row only tells that
 * another page follows.
 */
export function forwardPage<T>(
  rows: T[],
  first: number,
  totalCount: number,
  cursorOf: (row: T) => string,
  hasPreviousPage: boolean,
): Connection<T> {
  const edges = rows.slice(0, first).map((node) => edgeOf(node, () => cursorOf(node)));
  return { edges, pageInfo: pageInfoOf(edges, { hasNextPage: rows.length > first, hasPreviousPage }), totalCount };
}

/**
 * An edge whose cursor is worked out when first read: most screens ask only for the nodes, and a
 * page of 20 cost 20 encodings per request. An own, enumerable getter, so a REST answer that
 * serializes the edge still carries it.
 */
export function edgeOf<T>(node: T, cursorOf: () => string): Connection<T>['edges'][number] {
  let cursor: string | undefined;
  return {
    node,
    get cursor() {
      return (cursor ??= cursorOf());
    },
  };
}

/** A page's pageInfo, its first and last cursors read from its edges when asked for. */
export function pageInfoOf<T>(
  edges: Connection<T>['edges'],
  more: { hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<T>['pageInfo'] {
  return {
    ...more,
    get startCursor() {
      return edges[0]?.cursor ?? null;
    },
    get endCursor() {
      return edges.at(-1)?.cursor ?? null;
    },
  };
}

/** The same page with each node mapped by `map` (in order), the cursors still worked out only when read. */
export function mapNodes<T, U>(connection: Connection<T>, map: (node: T, index: number) => U): Connection<U> {
  return {
    ...connection,
    edges: connection.edges.map((edge, index) => edgeOf(map(edge.node, index), () => edge.cursor)),
  };
}
