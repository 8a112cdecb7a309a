import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminNotificationsDocument } from '../gql/graphql';

export const notificationsPageSize = 20;

/**
 * The administrator's notifications, newest first: the first page, then "Mostrar más" appends the
 * next one after the last cursor.
 */
export function useAdminNotifications() {
  const [loadingMore, setLoadingMore] = useState(false);
  const result = useQuery(AdminNotificationsDocument, {
    variables: { first: notificationsPageSize, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const page = result.data?.notifications ?? null;

  const showMore = async () => {
    if (!page?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    try {
      await result.fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notifications: {
            ...fetchMoreResult.notifications,
            edges: [...previous.notifications.edges, ...fetchMoreResult.notifications.edges],
          },
        }),
      });
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
