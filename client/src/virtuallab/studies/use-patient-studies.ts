import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { apiErrorsOf } from '../../api/api-errors';
import { PatientStudiesDocument } from '../../gql/graphql';
import { useShowMore } from '../../shell/paging/use-show-more';
import { useShownRows } from '../../shell/paging/use-shown-rows';
import { useFreshLinksOf } from './fresh-links';
import { studiesToReload, studyPageSize } from './study-pages';

/**
 * A patient with their studies, newest first, a page at a time (`hidden`: only the hidden ones,
 * staff). Always from the server, since the answer carries signed links that expire. `notFound`
 * when the patient does not exist or the user may not see them (the server does not say which).
 * How many are shown lives in the URL (?shown=40), so Back from a study's form shows the same ones.
 */
export function usePatientStudies(patientId: string, hidden: boolean) {
  const valid = /^\d+$/.test(patientId);
  const rows = useShownRows(studyPageSize, patientId);
  const { remember } = rows;
  const result = useQuery(PatientStudiesDocument, {
    variables: { patientId, first: rows.first, ...(hidden ? { hidden: true } : {}) },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const { refetch } = result;
  const page = result.data?.patientStudies;
  const reload = useCallback(() => refetch({ first: studiesToReload(page) }), [refetch, page]);
  const more = useShowMore(result, 'patientStudies', remember);
  const links = useFreshLinksOf(result.data, reload);
  const notFound = !valid || (apiErrorsOf(result.error)?.some((error) => error.code === 'NOT_FOUND') ?? false);
  return {
    data: result.data,
    studies: page?.edges.map((edge) => edge.node) ?? [],
    more,
    loading: result.loading,
    error: result.error,
    reload,
    links,
    notFound,
  };
}
