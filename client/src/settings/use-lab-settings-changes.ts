import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LabSettingsChangesDocument } from '../gql/graphql';

const pageSize = 10;

/** The settings' history, newest first: a first page, then "Mostrar más" appends the next one. */
export function useLabSettingsChanges() {
  const [loadingMore, setLoadingMore] = useState(false);
  const result = useQuery(LabSettingsChangesDocument, {
    variables: { first: pageSize, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const changes = result.data?.labSettingsChanges ?? null;

  const showMore = async () => {
    if (!changes?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    try {
      await result.fetchMore({
        variables: { after: changes.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          labSettingsChanges: {
            ...fetchMoreResult.labSettingsChanges,
            edges: [...previous.labSettingsChanges.edges, ...fetchMoreResult.labSettingsChanges.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    changes,
    loading: result.loading,
    error: result.error,
    refetch: () => void result.refetch(),
    showMore,
    loadingMore,
  };
}
