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

/** Starts loading the chunk ahead of its first use (pages that may show feedback call it). */
export function preloadFeedbackOutlets(): void {
  loadFeedbackOutlets().catch(() => {
    // Loaded again when something is shown.
  });
}
