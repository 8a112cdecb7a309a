import { lazy, type ComponentType } from 'react';
import { PageLoadFailed } from './PageLoadFailed';

/** How long a page's code may take to arrive before the page says it could not be loaded. */
export const pageCodeTimeoutMs = 120_000;

/** The module once loaded; null when it failed or took longer than pageCodeTimeoutMs. */
function withinTime<M>(loading: Promise<M>): Promise<M | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), pageCodeTimeoutMs);
    loading.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')`. A chunk that fails
 * or does not arrive within 120 s renders PageLoadFailed (a message and a retry) instead.
 */
export function lazyNamed<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    const loaded = await withinTime(load());
    // The failure screen takes no props: whatever the page was given is ignored.
    return { default: loaded ? loaded[name] : (PageLoadFailed as unknown as M[K]) };
  });
}
