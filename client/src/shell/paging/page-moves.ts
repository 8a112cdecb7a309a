/**
 * Moves between the pages of a list that the server pages with cursors, for a table that shows
 * page numbers: the next and previous pages come from the page shown's cursors, the last one
 * from the number of rows, so that every page starts at a multiple of the page size.
 */
export type PagePosition =
  | { kind: 'first' }
  | { kind: 'after'; cursor: string }
  | { kind: 'before'; cursor: string }
  | { kind: 'last'; rows: number };

/** What the server answered for the page shown. */
export type PageShown = {
  totalCount: number;
  pageInfo: { startCursor?: string | null; endCursor?: string | null };
};

/** The connection arguments that read the page at `position`. */
export function pageArguments(position: PagePosition, perPage: number) {
  switch (position.kind) {
    case 'after':
      return { first: perPage, after: position.cursor };
    case 'before':
      return { last: perPage, before: position.cursor };
    case 'last':
      return { last: position.rows };
    default:
      return { first: perPage };
  }
}

/** The page number (from 0) of the last page of `totalCount` rows. */
export const lastPageOf = (totalCount: number, perPage: number) => Math.max(0, Math.ceil(totalCount / perPage) - 1);

/** Where page `target` is, seen from page `index` as the server answered it. */
export function positionOf(target: number, index: number, shown: PageShown, perPage: number): PagePosition {
  const last = lastPageOf(shown.totalCount, perPage);
  if (target <= 0) return { kind: 'first' };
  if (target === index + 1 && target < last && shown.pageInfo.endCursor)
    return { kind: 'after', cursor: shown.pageInfo.endCursor };
  if (target === index - 1 && shown.pageInfo.startCursor) return { kind: 'before', cursor: shown.pageInfo.startCursor };
  return { kind: 'last', rows: shown.totalCount - last * perPage };
}
