import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LabSettingsChangesDocument } from '../gql/graphql';
import { useShownRows } from '../shell/paging/use-shown-rows';

const pageSize = 10;

/**
 * The settings' history, newest first: a first page, then "Mostrar más" appends the next one;
 * how many are shown lives in the URL (?shown=30).
 */
export function useLabSettingsChanges() {
  const [loadingMore, setLoadingMore] = useState(false);
  const rows = useShownRows(pageSize);
  const result = useQuery(LabSettingsChangesDocument, {
    variables: { first: rows.first, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const changes = result.data?.labSettingsChanges ?? null;

  const showMore = async () => {
    if (!changes?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    let shown = changes.edges.length;
    try {
      await result.fetchMore({
        variables: { after: changes.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const edges = [...previous.labSettingsChanges.edges, ...fetchMoreResult.labSettingsChanges.edges];
          shown = edges.length;
          return { labSettingsChanges: { ...fetchMoreResult.labSettingsChanges, edges } };
        },
      });
      rows.remember(shown);
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
