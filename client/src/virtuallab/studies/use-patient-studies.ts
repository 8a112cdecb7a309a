import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { apiErrorsOf } from '../../api/api-errors';
import { PatientStudiesDocument } from '../../gql/graphql';
import { useFreshLinksOf } from './fresh-links';
import { appendStudies, studiesToReload, studyPageSize } from './study-pages';

/**
 * A patient with their studies, newest first, a page at a time (`hidden`: only the hidden ones,
 * staff). Always from the server, since the answer carries signed links that expire. `notFound`
 * when the patient does not exist or the user may not see them (the server does not say which).
 */
export function usePatientStudies(patientId: string, hidden: boolean) {
  const valid = /^\d+$/.test(patientId);
  const [loadingMore, setLoadingMore] = useState(false);
  const result = useQuery(PatientStudiesDocument, {
    variables: { patientId, first: studyPageSize, ...(hidden ? { hidden: true } : {}) },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const { refetch, fetchMore } = result;
  const page = result.data?.patientStudies;
  const reload = useCallback(() => refetch({ first: studiesToReload(page) }), [refetch, page]);
  const endCursor = page?.pageInfo.endCursor;
  const showMore = useCallback(() => {
    if (!endCursor) return;
    setLoadingMore(true);
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (shown, { fetchMoreResult }) =>
        fetchMoreResult && shown
          ? {
              ...fetchMoreResult,
              patientStudies: appendStudies(
                shown.patientStudies as typeof fetchMoreResult.patientStudies,
                fetchMoreResult.patientStudies,
              ),
            }
          : shown,
    })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [fetchMore, endCursor]);
  const links = useFreshLinksOf(result.data, reload);
  const notFound = !valid || (apiErrorsOf(result.error)?.some((error) => error.code === 'NOT_FOUND') ?? false);
  return {
    data: result.data,
    studies: page?.edges.map((edge) => edge.node) ?? [],
    more: { hasMore: page?.pageInfo.hasNextPage ?? false, loadingMore, showMore },
    loading: result.loading,
    error: result.error,
    reload,
    links,
    notFound,
  };
}
