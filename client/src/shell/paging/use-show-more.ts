import { useState } from 'react';

type Page = { pageInfo: { hasNextPage: boolean; endCursor?: string | null }; edges: readonly unknown[] };
type Fetched<Q> = {
  data?: Q;
  fetchMore: (options: {
    variables: { after: string | null };
    updateQuery: (previous: Q, options: { fetchMoreResult: Q }) => Q;
  }) => Promise<unknown>;
};

/**
 * "Mostrar más" under a list read forward with cursors: the first page, then the next one after
 * the last cursor appended to it. `field` is the query's connection field.
 */
export function useShowMore<Q extends Record<K, Page>, K extends keyof Q>(result: Fetched<Q>, field: K) {
  const [loadingMore, setLoadingMore] = useState(false);
  const page = result.data?.[field];
  const showMore = async () => {
    if (!page?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    try {
      await result.fetchMore({
        variables: { after: page.pageInfo.endCursor ?? null },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          [field]: { ...fetchMoreResult[field], edges: [...previous[field].edges, ...fetchMoreResult[field].edges] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };
  return { hasMore: page?.pageInfo.hasNextPage ?? false, showMore, loadingMore };
}
