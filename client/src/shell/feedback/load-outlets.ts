import type { FeedbackOutlets } from './FeedbackOutlets';

export type FeedbackOutletsComponent = typeof FeedbackOutlets;

let loading: Promise<FeedbackOutletsComponent> | null = null;

/**
 * The chunk with the snackbar, alert and dialogs, loaded once. A failed load (offline) is
 * forgotten so the next request tries again.
 */
export function loadFeedbackOutlets(): Promise<FeedbackOutletsComponent> {
  loading ??= import('./FeedbackOutlets').then(
    (module) => module.FeedbackOutlets,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** What counts as the visitor's first interaction: a pointer or a touch, a key, or a click (a screen reader's too). */
const interactions = ['pointerdown', 'keydown', 'click'] as const;
let waiting = false;

/**
 * Starts loading the chunk ahead of its first use (pages that may show feedback call it): once the
 * visitor first interacts, so that it is there before the answer to what they do, but not during
 * the page's first load, when a phone's network and CPU belong to what the page shows. Feedback
 * asked for before that loads the chunk at once (FeedbackProvider).
 */
export function preloadFeedbackOutlets(): void {
  if (loading || waiting) return;
  waiting = true;
  const start = () => {
    for (const type of interactions) removeEventListener(type, start, true);
    loadFeedbackOutlets().catch(() => {
      // Loaded again when something is shown.
    });
  };
  for (const type of interactions) addEventListener(type, start, { capture: true, passive: true });
}
