import { useState } from 'react';

type Page = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; edges: readonly unknown[] };

/** A row's id, when its edge carries a node with one. */
const idOf = (edge: unknown) => (edge as { node?: { id?: unknown } } | null)?.node?.id;

/**
 * The next page put after the rows already shown, without the rows shown already: a row added
 * at the top since the first page pushes the last one shown into the next page.
 */
export function appendPage<E>(shown: readonly E[], more: readonly E[]): E[] {
  const known = new Set<unknown>(shown.map(idOf).filter((id) => id !== undefined));
  return [...shown, ...more.filter((edge) => !known.has(idOf(edge)))];
}
type Fetched<Q> = {
  data?: Q;
  fetchMore: (options: {
    variables: { after: string | null };
    updateQuery: (previous: Q, options: { fetchMoreResult: Q }) => Q;
  }) => Promise<unknown>;
};

/**
 * "Mostrar más" under a list read forward with cursors: the first page, then the next one after
 * the last cursor appended to it. `field` is the query's connection field; `remember` hears how
 * many rows are shown after each page (useShownRows keeps it in the URL). A row already shown is
 * not shown twice.
 */
export function useShowMore<Q extends Record<K, Page>, K extends keyof Q>(
  result: Fetched<Q>,
  field: K,
  remember?: (count: number) => void,
) {
  const [loadingMore, setLoadingMore] = useState(false);
  const page = result.data?.[field];
  const showMore = async () => {
    if (!page?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    let shown = page.edges.length;
    try {
      await result.fetchMore({
        variables: { after: page.pageInfo.endCursor ?? null },
        updateQuery: (previous, { fetchMoreResult }) => {
          const edges = appendPage(previous[field].edges, fetchMoreResult[field].edges);
          shown = edges.length;
          return { ...previous, [field]: { ...fetchMoreResult[field], edges } };
        },
      });
      remember?.(shown);
    } catch {
      // Not read (offline, say): the rows shown stay, and the button asks again on the next click.
    } finally {
      setLoadingMore(false);
    }
  };
  return { hasMore: page?.pageInfo.hasNextPage ?? false, showMore, loadingMore };
}
