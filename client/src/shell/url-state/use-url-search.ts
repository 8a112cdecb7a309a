import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import { type UrlPatch, useUrlParams } from './use-url-params';

/**
 * The text of a list's search box, kept in the URL (`?q=…` by default) so that Back and a
 * reload show the same search. The box follows every keystroke; the URL, and `term` that the
 * query reads, follow once typing pauses. `alsoReset` lists parameters a new search clears (the page).
 */
export function useUrlSearch(key = 'q', alsoReset: readonly string[] = []) {
  const { params, update } = useUrlParams();
  const term = params.get(key) ?? '';
  const [search, setSearch] = useState(term);
  const settled = useDebouncedValue(search.trim());
  const written = useRef(settled);

  // Only a newly settled text writes the URL, so a search changed by Back is not written over.
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    if (settled === term) return;
    const patch: UrlPatch = { [key]: settled };
    for (const name of alsoReset) patch[name] = null;
    update(patch);
  }, [settled, term, key, alsoReset, update]);

  // Back, Forward or a link changed the search: the box shows it.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === term ? typed : term));
  }, [term]);

  return { search, setSearch, term };
}
