import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { navigateTo } from '../../session/navigation';

/** Values to set in the URL's query; null or '' removes the parameter. */
export type UrlPatch = Record<string, string | null>;

/**
 * The URL's query parameters and a way to change some of them in place. Changes replace the
 * history entry (Back leaves the page instead of stepping through every keystroke or filter);
 * several changes in the same tick go out as one navigation, applied to the URL of that moment.
 */
export function useUrlParams() {
  const [params] = useSearchParams();
  const location = useLocation();
  const stateRef = useRef<unknown>(location.state);
  stateRef.current = location.state;
  const pendingRef = useRef<UrlPatch | null>(null);

  const update = useCallback((patch: UrlPatch) => {
    const scheduled = pendingRef.current !== null;
    pendingRef.current = { ...pendingRef.current, ...patch };
    if (scheduled) return;
    queueMicrotask(() => {
      const pending = pendingRef.current ?? {};
      pendingRef.current = null;
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(pending)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const search = next.toString();
      if (`?${search}` === window.location.search || (search === '' && window.location.search === '')) return;
      const { pathname, hash } = window.location;
      navigateTo(`${pathname}${search ? `?${search}` : ''}${hash}`, { replace: true, state: stateRef.current });
    });
  }, []);

  return { params, update };
}
