import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { apiErrorsOf } from '../../api/api-errors';
import { PatientStudiesDocument } from '../../gql/graphql';
import { useFreshLinksOf } from './fresh-links';

/**
 * A patient with their studies, newest first (`hidden`: only the hidden ones, staff). Always from
 * the server, since the answer carries signed links that expire. `notFound` when the patient does
 * not exist or the user may not see them (the server does not say which).
 */
export function usePatientStudies(patientId: string, hidden: boolean) {
  const valid = /^\d+$/.test(patientId);
  const result = useQuery(PatientStudiesDocument, {
    variables: { patientId, ...(hidden ? { hidden: true } : {}) },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  const { refetch } = result;
  const reload = useCallback(() => refetch(), [refetch]);
  const links = useFreshLinksOf(result.data, reload);
  const notFound = !valid || (apiErrorsOf(result.error)?.some((error) => error.code === 'NOT_FOUND') ?? false);
  return { data: result.data, loading: result.loading, error: result.error, reload, links, notFound };
}
