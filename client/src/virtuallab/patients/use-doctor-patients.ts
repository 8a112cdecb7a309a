import { useQuery } from '@apollo/client/react';
import { DoctorPatientsDocument } from '../../gql/graphql';
import { usePagedSearch } from '../../shell/paging/use-paged-search';

/** A doctor's patients, searched and paged by the server, with the doctor for the heading. */
export function useDoctorPatients(doctorId: string) {
  const list = usePagedSearch();
  const result = useQuery(DoctorPatientsDocument, {
    variables: { doctorId, ...list.variables },
    fetchPolicy: 'cache-and-network',
  });
  // While another page or search loads, the rows shown stay instead of a spinner.
  const patients = result.data?.doctorPatients ?? result.previousData?.doctorPatients ?? null;
  return { list, patients, stale: !result.data, loading: result.loading, error: result.error, refetch: result.refetch };
}
