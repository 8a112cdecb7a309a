import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

/** Signed file links open for 10 minutes: past 8 they are fetched again before use. */
export const linkRefreshAfterMs = 8 * 60_000;

export type FreshLinks = {
  /** Whether the links on screen are old enough to be fetched again before use. */
  isStale: () => boolean;
  /** Fetches the links again when they are stale; resolves once fresh ones are on screen. */
  ensureFresh: () => Promise<void>;
};

const alwaysFresh: FreshLinks = { isStale: () => false, ensureFresh: () => Promise.resolve() };

export const FreshLinksContext = createContext<FreshLinks>(alwaysFresh);

export const useFreshLinks = () => useContext(FreshLinksContext);

/**
 * Keeps the signed links of a query usable: `data` changes whenever an answer with new links
 * arrives; when the window comes back into focus, or before a preview or download, links older
 * than 8 minutes are fetched again with `refetch`.
 */
export function useFreshLinksOf(data: unknown, refetch: () => Promise<unknown>): FreshLinks {
  const fetchedAt = useRef(0);
  const pending = useRef<Promise<void> | null>(null);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;

  useEffect(() => {
    if (data) fetchedAt.current = Date.now();
  }, [data]);

  const isStale = useCallback(() => fetchedAt.current > 0 && Date.now() - fetchedAt.current >= linkRefreshAfterMs, []);

  const ensureFresh = useCallback(() => {
    if (!isStale()) return Promise.resolve();
    pending.current ??= refetchRef.current().then(
      () => {
        fetchedAt.current = Date.now();
        pending.current = null;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, [isStale]);

  useEffect(() => {
    const refreshIfStale = () => {
      if (document.visibilityState === 'visible') ensureFresh().catch(() => undefined);
    };
    window.addEventListener('focus', refreshIfStale);
    document.addEventListener('visibilitychange', refreshIfStale);
    return () => {
      window.removeEventListener('focus', refreshIfStale);
      document.removeEventListener('visibilitychange', refreshIfStale);
    };
  }, [ensureFresh]);

  return useMemo(() => ({ isStale, ensureFresh }), [isStale, ensureFresh]);
}
