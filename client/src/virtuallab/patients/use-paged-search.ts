import { useCallback, useState } from 'react';
import { useDebouncedValue } from '../../shell/use-debounced-value';

export const perPageOptions = [10, 20, 50];

/**
 * Search text, its debounced term and the page of a server-paged list. A new term goes back to
 * the first page; `variables` are ready for the query.
 */
export function usePagedSearch(initialPerPage = 20) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [perPage, setPerPageState] = useState(initialPerPage);
  const [paged, setPaged] = useState({ term: '', page: 1 });
  const page = paged.term === term ? paged.page : 1;
  const setPage = useCallback((next: number) => setPaged({ term, page: next }), [term]);
  const setPerPage = useCallback(
    (next: number) => {
      setPerPageState(next);
      setPaged({ term, page: 1 });
    },
    [term],
  );
  return {
    search,
    setSearch,
    term,
    page,
    perPage,
    setPage,
    setPerPage,
    variables: { search: term === '' ? null : term, page, perPage },
  };
}
