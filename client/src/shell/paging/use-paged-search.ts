import { useCallback, useEffect } from 'react';
import { type UrlPatch, useUrlParams } from '../url-state/use-url-params';
import { useUrlSearch } from '../url-state/use-url-search';
import { lastPageOf, pageArguments, type PagePosition, type PageShown, positionOf } from './page-moves';

export const perPageOptions = [10, 20, 50];

/** The URL parameters that say which page is shown; a new search, filter or page size clears them. */
const pageKeys = ['page', 'after', 'before', 'last'] as const;
const clearedPage: UrlPatch = { page: null, after: null, before: null, last: null };

/** The page the URL names: its number (from 0) and where the server reads it from. */
function pageFromUrl(params: URLSearchParams): { index: number; position: PagePosition } {
  const page = Number(params.get('page'));
  const index = Number.isInteger(page) && page > 1 ? page - 1 : 0;
  const after = params.get('after');
  const before = params.get('before');
  const last = Number(params.get('last'));
  if (index === 0) return { index: 0, position: { kind: 'first' } };
  if (after) return { index, position: { kind: 'after', cursor: after } };
  if (before) return { index, position: { kind: 'before', cursor: before } };
  if (Number.isInteger(last) && last > 0) return { index, position: { kind: 'last', rows: last } };
  return { index: 0, position: { kind: 'first' } };
}

function positionPatch(index: number, position: PagePosition): UrlPatch {
  if (index === 0 || position.kind === 'first') return clearedPage;
  return {
    page: String(index + 1),
    after: position.kind === 'after' ? position.cursor : null,
    before: position.kind === 'before' ? position.cursor : null,
    last: position.kind === 'last' ? String(position.rows) : null,
  };
}

/**
 * Search text, filters and the page of a list that the server pages with cursors, all kept in
 * the URL (`?q=…&status=…&page=3&after=…&rows=50`) so that Back and a reload show the same rows.
 * `filterDefaults` names the list's filters and their values when the URL has none. A new term,
 * another filter or another page size go back to the first page; `variables` are ready for the query.
 */
export function usePagedSearch<F extends string = never>(
  filterDefaults: Readonly<Record<F, string>> = {} as Record<F, string>,
  initialPerPage = 20,
) {
  const { params, update } = useUrlParams();
  const { search, setSearch, term } = useUrlSearch('q', pageKeys);
  const askedPerPage = Number(params.get('rows'));
  const perPage = perPageOptions.includes(askedPerPage) ? askedPerPage : initialPerPage;
  const { index, position } = pageFromUrl(params);
  const filters = Object.fromEntries(
    Object.entries<string>(filterDefaults).map(([name, fallback]) => [name, params.get(name) ?? fallback]),
  ) as Record<F, string>;

  const goTo = useCallback(
    (target: number, shown: PageShown) => {
      const next = Math.min(target, lastPageOf(shown.totalCount, perPage));
      update(positionPatch(next, positionOf(next, index, shown, perPage)));
    },
    [update, index, perPage],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) => {
      const patch: UrlPatch = { ...clearedPage };
      for (const [name, value] of Object.entries<string | undefined>(changes)) {
        // The default value leaves the URL clean.
        patch[name] = value === undefined || value === filterDefaults[name as F] ? null : value;
      }
      update(patch);
    },
    [update, filterDefaults],
  );
  const setPerPage = useCallback(
    (rows: number) => update({ ...clearedPage, rows: rows === initialPerPage ? null : String(rows) }),
    [update, initialPerPage],
  );

  return {
    search,
    setSearch,
    term,
    filters,
    /** Changes some filters (URL kept in place) and goes back to the first page. */
    setFilters,
    /** The page shown, from 0. */
    index,
    perPage,
    goTo,
    setPerPage,
    /** The page's connection arguments. */
    pageVariables: pageArguments(position, perPage),
    /** The search and the page's connection arguments. */
    variables: { search: term === '' ? null : term, ...pageArguments(position, perPage) },
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
