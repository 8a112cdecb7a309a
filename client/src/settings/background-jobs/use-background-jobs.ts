import { useQuery } from '@apollo/client/react';
import { BackgroundJobsDocument, type BackgroundJobState } from '../../gql/graphql';
import { useShowMore } from '../../shell/paging/use-show-more';
import { useShownRows } from '../../shell/paging/use-shown-rows';

/** How often the list is read again while the page is in view: jobs move on their own. */
export const backgroundJobsPollMs = 5000;

/**
 * The jobs in one state, newest first, with the number in each state for the filter: the first
 * page, then "Mostrar más". Read again every 5 s while the browser tab is visible.
 */
export function useBackgroundJobs(state: BackgroundJobState) {
  const rows = useShownRows(20, state);
  const result = useQuery(BackgroundJobsDocument, {
    variables: { state, first: rows.first, after: null },
    fetchPolicy: 'cache-and-network',
    pollInterval: backgroundJobsPollMs,
    skipPollAttempt: () => document.visibilityState === 'hidden',
  });
  const more = useShowMore(result, 'backgroundJobs', rows.remember);
  return {
    jobs: result.data?.backgroundJobs.edges.map((edge) => edge.node) ?? null,
    counts: result.data?.backgroundJobCounts ?? null,
    loading: result.loading,
    error: result.error,
    refetch: () => void result.refetch(),
    more,
  };
}
