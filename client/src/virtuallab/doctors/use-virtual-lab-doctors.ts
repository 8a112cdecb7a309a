import { useQuery } from '@apollo/client/react';
import { VirtualLabDoctorsDocument } from '../../gql/graphql';
import { usePagedSearch } from '../../shell/paging/use-paged-search';

/** The active doctors, searched and paged by the server; patient counts fresh on each visit. */
export function useVirtualLabDoctors() {
  const list = usePagedSearch();
  const result = useQuery(VirtualLabDoctorsDocument, { variables: list.variables, fetchPolicy: 'cache-and-network' });
  // While another page or search loads, the rows shown stay instead of a spinner.
  const doctors = result.data?.virtualLabDoctors ?? result.previousData?.virtualLabDoctors ?? null;
  return { list, doctors, stale: !result.data, loading: result.loading, error: result.error, refetch: result.refetch };
}
