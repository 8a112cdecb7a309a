import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useDebouncedValue } from '../use-debounced-value';

/**
 * An admin list of app content filtered by a search (debounced); while a new search loads, the
 * previous rows stay instead of a spinner.
 */
export function useSearchedContent<TData, TItem>(
  document: TypedDocumentNode<TData, { search?: string | null }>,
  search: string,
  itemsOf: (data: TData) => readonly TItem[],
) {
  const term = useDebouncedValue(search.trim());
  const result = useQuery(document, {
    variables: { search: term === '' ? null : term },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data ?? result.previousData;
  return { ...result, term, items: data ? itemsOf(data as TData) : null };
}
