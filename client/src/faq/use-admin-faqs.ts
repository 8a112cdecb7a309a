import { useQuery } from '@apollo/client/react';
import { AdminFaqsDocument } from '../gql/graphql';
import { useDebouncedValue } from '../shell/use-debounced-value';

/** Every FAQ (admin) in position order, filtered by question. */
export function useAdminFaqs(search: string) {
  const term = useDebouncedValue(search.trim());
  const result = useQuery(AdminFaqsDocument, {
    variables: { search: term === '' ? null : term },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search loads, the previous rows stay instead of a spinner.
  const faqs = result.data?.adminFaqs ?? result.previousData?.adminFaqs ?? null;
  return { ...result, term, faqs };
}
