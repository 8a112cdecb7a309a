import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminNotificationsDocument } from '../gql/graphql';
import { useShownRows } from '../shell/paging/use-shown-rows';

export const notificationsPageSize = 20;

/**
 * The administrator's notifications, newest first: the first page, then "Mostrar más" appends the
 * next one after the last cursor. How many are shown lives in the URL (?shown=40), so Back from a
 * notification shows the same ones.
 */
export function useAdminNotifications() {
  const [loadingMore, setLoadingMore] = useState(false);
  const rows = useShownRows(notificationsPageSize);
  const result = useQuery(AdminNotificationsDocument, {
    variables: { first: rows.first, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const page = result.data?.notifications ?? null;

  const showMore = async () => {
    if (!page?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    let shown = page.edges.length;
    try {
      await result.fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const edges = [...previous.notifications.edges, ...fetchMoreResult.notifications.edges];
          shown = edges.length;
          return { notifications: { ...fetchMoreResult.notifications, edges } };
        },
      });
      rows.remember(shown);
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    notifications: page?.edges.map((edge) => edge.node) ?? null,
    hasMore: page?.pageInfo.hasNextPage ?? false,
    loading: result.loading,
    error: result.error,
    refetch: () => void result.refetch(),
    showMore,
    loadingMore,
  };
}
