import { lazy, type ComponentType, type ReactNode } from 'react';

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
 * The failure screen's own code. It is not in the entry, which every first visit downloads (the
 * public catalogue's budget counts it): it is fetched beside each page's code, so it is at hand
 * when that code fails or never comes, and cached after the first page.
 */
const failureScreen = () => import('./PageLoadFailed');

/**
 * React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')`, a page or a part
 * with props loaded on demand (a dialog: shell/on-demand.tsx). A chunk that fails or does not
 * arrive within 120 s renders PageLoadFailed (a message and a retry) instead; when even that
 * cannot be fetched, the page fails and RenderFailedBoundary asks for the same screen once more.
 * `preload()` starts fetching the code before the first render (main.tsx, while the texts load);
 * the render then waits for that same download, and a failed one is tried again.
 */
export function lazyNamed<M extends Record<K, (props: never) => ReactNode>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  let loading: Promise<M> | undefined;
  const start = () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
  // The component as React renders it, with the props of the part (none for a page).
  type Loaded = ComponentType<M[K] extends (props: infer P) => ReactNode ? (unknown extends P ? object : P) : object>;
  const page = lazy(async () => {
    const failure = failureScreen();
    failure.catch(() => undefined);
    const loaded = await withinTime(start());
    if (loaded) return { default: loaded[name] as unknown as Loaded };
    // The failure screen takes no props: whatever the page was given is ignored.
    return { default: (await failure).PageLoadFailed as unknown as Loaded };
  });
  return Object.assign(page, { preload: () => void start() });
}
