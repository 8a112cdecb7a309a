import { useQuery } from '@apollo/client/react';
import { AdminCoursesDocument } from '../../gql/graphql';
import { useUrlSearch } from '../../shell/url-state/use-url-search';

/** Every course (admin), filtered by a name kept in the URL (?q=…), so Back shows the same search. */
export function useAdminCourses() {
  const { search, setSearch, term } = useUrlSearch();
  const result = useQuery(AdminCoursesDocument, {
    variables: { search: term === '' ? null : term },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search loads, the previous rows stay instead of a spinner.
  const courses = result.data?.courses ?? result.previousData?.courses ?? null;
  return { ...result, search, setSearch, term, courses };
}
