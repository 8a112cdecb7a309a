import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ClinicalAccessLogDocument, type ClinicalAccessFilter } from '../gql/graphql';

export const accessLogPageSize = 50;

/**
 * The clinical access log for a filter, newest first: the first page, then "Mostrar más" appends
 * the next one after the last cursor. `skip` while the filter is not valid.
 */
export function useClinicalAccessLog(filter: ClinicalAccessFilter | null) {
  const [loadingMore, setLoadingMore] = useState(false);
  const result = useQuery(ClinicalAccessLogDocument, {
    variables: { filter, first: accessLogPageSize, after: null },
    skip: !filter,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const log = result.data?.clinicalAccessLog ?? null;

  const showMore = async () => {
    if (!log?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    try {
      await result.fetchMore({
        variables: { after: log.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          clinicalAccessLog: {
            ...fetchMoreResult.clinicalAccessLog,
            edges: [...previous.clinicalAccessLog.edges, ...fetchMoreResult.clinicalAccessLog.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    log,
    loading: result.loading,
    error: result.error,
    refetch: () => void result.refetch(),
    showMore,
    loadingMore,
  };
}
