import { Suspense, type ReactNode } from 'react';
import { PageLoading } from './RootLayout';

/** What lazyNamed answers: a component whose code can be fetched before it renders. */
type Preloadable = { preload: () => void };

/**
 * Props for the button that opens a part loaded on demand (a dialog): its code starts to arrive
 * when the pointer reaches the button, a finger touches it or it gets the keyboard's focus, so a
 * click seldom waits for it.
 */
export function preloadOnIntent(part: Preloadable) {
  return { onPointerEnter: part.preload, onTouchStart: part.preload, onFocus: part.preload };
}

/** A part loaded on demand (lazyNamed): the page's loading bar at the top until its code arrives. */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
