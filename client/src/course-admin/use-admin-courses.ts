import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AdminCoursesDocument } from '../gql/graphql';

/** The value, once it has stopped changing for `delayMs` (search as you type without a query per key). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

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
