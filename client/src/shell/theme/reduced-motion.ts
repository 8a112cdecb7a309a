import { useSyncExternalStore } from 'react';

/** The system's "reduce motion" setting: then nothing in the portal moves (theme and page transitions). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

// matchMedia directly rather than MUI's useMediaQuery: the theme provider is in the entry chunk
// of the public pages, which stays small.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null);

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
