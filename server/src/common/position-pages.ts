import { messages } from '../../../shared/messages.js';
import { type Connection, type CursorKey, decodeCursor, defaultPageSize, encodeCursor, pageSize } from './cursors.js';
import { badInput } from './errors.js';

/**
 * Connections over lists whose order the caller chooses (by name, email, date, type...), read by
 * position: a cursor holds the position of its row in the list, so `after` reads the rows that
 * follow it and `before` the ones that precede it. A list that changes between two pages may
 * repeat or skip a row at the page's edge, as any paged table does.
 */
export type PageArgs = { first?: number | null; after?: string | null; last?: number | null; before?: string | null };

/** Which rows a page covers: from a position, or the last `limit` rows of the list. */
export type PageWindow = { offset: number; limit: number } | { fromEnd: true; limit: number };

const isPositionKey = (key: CursorKey): key is readonly [number] =>
  key.length === 1 && typeof key[0] === 'number' && Number.isSafeInteger(key[0]) && key[0] >= 0;

/**
 * The window the arguments ask for: `first` rows after `after` (from the start without it), or
 * `last` rows before `before` (the end of the list without it); `defaultSize` rows forward when
 * neither size is given. BAD_USER_INPUT naming the argument for a size outside 1..100, a cursor
 * of another list, or both directions at once.
 */
export function pageWindow(list: string, args: PageArgs, defaultSize = defaultPageSize): PageWindow {
  const backward = args.last != null || args.before != null;
  if (backward && (args.first != null || args.after != null)) throw badInput('last', messages.pageDirectionConflict);
  if (backward) {
    const limit = pageSize(args.last ?? defaultSize, 'last');
    if (args.before == null) return { fromEnd: true, limit };
    const [position] = decodeCursor(list, args.before, 'before', isPositionKey);
    const offset = Math.max(0, position - limit);
    return { offset, limit: position - offset };
  }
  const limit = pageSize(args.first ?? defaultSize, 'first');
  const offset = args.after == null ? 0 : decodeCursor(list, args.after, 'after', isPositionKey)[0] + 1;
  return { offset, limit };
}

/** Where a list's rows come from: their number, and a slice with the number of all of them. */
export type PositionSource<T> = {
  count: () => Promise<number>;
  read: (offset: number, limit: number) => Promise<{ items: T[]; totalCount: number }>;
};

/** The page of `source` that `window` covers, with each row's cursor. */
export async function positionPage<T>(
  list: string,
  window: PageWindow,
  source: PositionSource<T>,
): Promise<Connection<T>> {
  const offset = 'fromEnd' in window ? Math.max(0, (await source.count()) - window.limit) : window.offset;
  const { items, totalCount } =
    window.limit === 0 ? { items: [], totalCount: await source.count() } : await source.read(offset, window.limit);
  return {
    edges: items.map((node, index) => new PositionEdge(list, offset + index, node)),
    pageInfo: {
      hasNextPage: offset + items.length < totalCount,
      hasPreviousPage: offset > 0 && totalCount > 0,
      startCursor: items.length > 0 ? encodeCursor(list, [offset]) : null,
      endCursor: items.length > 0 ? encodeCursor(list, [offset + items.length - 1]) : null,
    },
    totalCount,
  };
}

/**
 * An edge whose cursor is written when it is read: most screens ask only for the page's first and
 * last cursors, so a page of rows need not encode one per row.
 */
class PositionEdge<T> {
  constructor(
    private readonly list: string,
    private readonly position: number,
    readonly node: T,
  ) {}

  get cursor(): string {
    return encodeCursor(this.list, [this.position]);
  }
}

/** A source whose slice and count are two queries, run side by side. */
export function countedSource<T>(
  count: () => Promise<number>,
  rows: (offset: number, limit: number) => Promise<T[]>,
): PositionSource<T> {
  return {
    count,
    read: async (offset, limit) => {
      const [items, totalCount] = await Promise.all([rows(offset, limit), count()]);
      return { items, totalCount };
    },
  };
}
