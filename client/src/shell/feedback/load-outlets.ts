import { afterFirstInteraction } from '../first-interaction';
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

let preloading = false;

/**
 * Starts loading the chunk ahead of its first use (pages that may show feedback call it): at the
 * visitor's first interaction, so that it is there before the answer to what they do but not part
 * of the page's first load. Feedback asked for before that loads it at once (FeedbackProvider).
 */
export function preloadFeedbackOutlets(): void {
  if (loading || preloading) return;
  preloading = true;
  afterFirstInteraction(() => {
    loadFeedbackOutlets().catch(() => {
      // Loaded again when something is shown.
    });
  });
}
