import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useUrlSearch } from '../../shell/url-state/use-url-search';

/**
 * An admin list of app content filtered by a search kept in the URL (?q=…, written once typing
 * pauses), so Back from a form shows the same search; while a new search loads, the previous
 * rows stay instead of a spinner.
 */
export function useSearchedContent<TData, TItem>(
  document: TypedDocumentNode<TData, { search?: string | null }>,
  itemsOf: (data: TData) => readonly TItem[],
) {
  const { search, setSearch, term } = useUrlSearch();
  const result = useQuery(document, {
    variables: { search: term === '' ? null : term },
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data ?? result.previousData;
  return { ...result, search, setSearch, term, items: data ? itemsOf(data as TData) : null };
}
