import { useCallback, useState } from 'react';
import { useUrlParams } from '../url-state/use-url-params';

/** The most rows one answer holds (the server's page limit). */
const largestPage = 100;

/** The URL parameter that says how many rows a "Mostrar más" list showed. */
export const shownKey = 'shown';

/** How many rows to read first: the count in the URL (?shown=60), up to the server's page limit. */
export function firstRowsAsked(params: URLSearchParams, pageSize: number): number {
  const asked = Number(params.get(shownKey));
  return Number.isInteger(asked) && asked > pageSize ? Math.min(asked, largestPage) : pageSize;
}

/**
 * How many rows of a "Mostrar más" list to read first, and a way to remember how many are shown.
 * The count lives in the URL (?shown=60), so Back and a reload show the same rows again (up to
 * the server's page limit of 100). Another `resetKey` (a new tab or search) starts from one page.
 */
export function useShownRows(pageSize: number, resetKey = '') {
  const { params, update } = useUrlParams();
  const [start, setStart] = useState(() => ({ key: resetKey, first: firstRowsAsked(params, pageSize) }));
  if (start.key !== resetKey) setStart({ key: resetKey, first: pageSize });
  const remember = useCallback(
    (count: number) => update({ [shownKey]: count > pageSize ? String(count) : null }),
    [update, pageSize],
  );
  return { first: start.key === resetKey ? start.first : pageSize, remember };
}
