import { useQuery } from '@apollo/client/react';
import { AdminCoursesDocument } from '../gql/graphql';
import { useDebouncedValue } from '../shell/use-debounced-value';

/** Every course (admin), filtered by name. */
export function useAdminCourses(search: string) {
  const term = useDebouncedValue(search.trim());
  const result = useQuery(AdminCoursesDocument, {
    variables: { search: term === '' ? null : term },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search loads, the previous rows stay instead of a spinner.
  const courses = result.data?.courses ?? result.previousData?.courses ?? null;
  return { ...result, term, courses };
}
