import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { lastPageOf, pageArguments, type PagePosition, type PageShown, positionOf } from './page-moves';

export const perPageOptions = [10, 20, 50];

type Paged = { key: string; index: number; position: PagePosition };

/**
 * Search text, its debounced term and the page of a list that the server pages with cursors.
 * A new term, other `filters` (any text that changes with them) or another page size go back to
 * the first page; `variables` are ready for the query.
 */
export function usePagedSearch(filters = '', initialPerPage = 20) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const [perPage, setPerPageState] = useState(initialPerPage);
  const key = JSON.stringify([term, filters, perPage]);
  const [paged, setPaged] = useState<Paged>({ key, index: 0, position: { kind: 'first' } });
  const current: Paged = paged.key === key ? paged : { key, index: 0, position: { kind: 'first' } };
  const goTo = useCallback(
    (target: number, shown: PageShown) => {
      const index = Math.min(target, lastPageOf(shown.totalCount, perPage));
      setPaged((before) => {
        const from = before.key === key ? before.index : 0;
        return { key, index, position: positionOf(index, from, shown, perPage) };
      });
    },
    [key, perPage],
  );
  return {
    search,
    setSearch,
    term,
    /** The page shown, from 0. */
    index: current.index,
    perPage,
    goTo,
    setPerPage: setPerPageState,
    /** The page's connection arguments. */
    pageVariables: pageArguments(current.position, perPage),
    /** The search and the page's connection arguments. */
    variables: { search: term === '' ? null : term, ...pageArguments(current.position, perPage) },
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;

/** Back to the last page when the list got shorter than the page shown (e.g. a patient moved to another doctor). */
export function useClampedPage(list: PagedSearch, shown: (PageShown & { edges: unknown[] }) | null | undefined) {
  const { index, goTo } = list;
  const emptied = shown !== null && shown !== undefined && shown.edges.length === 0 && index > 0;
  useEffect(() => {
    if (emptied && shown) goTo(lastPageOf(shown.totalCount, list.perPage), shown);
  }, [emptied, shown, goTo, list.perPage]);
}
