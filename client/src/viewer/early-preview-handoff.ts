import type { ViewerStudy } from './viewer-study';

/**
 * What the early preview (early-preview.ts, loaded by index.html beside the portal) hands to the
 * viewer's page: the viewer it opened for a study, so the page uses that grant instead of opening
 * a second viewing session, and the image it shows until the page shows its own.
 */
export type EarlyViewer = {
  studyId: string;
  /** The `openStudyViewer` answer; null when it could not be opened (the page then tries itself). */
  viewer: Promise<ViewerStudy | null>;
};

declare global {
  interface Window {
    __earlyViewer?: EarlyViewer;
  }
}

/** The element holding the early preview, over the page until the page's own image is there. */
export const earlyPreviewId = 'early-preview';

/** The viewer the early preview opened for this study, once: later calls, or another study, get null. */
export function takeEarlyViewer(studyId: string): Promise<ViewerStudy | null> | null {
  const early = window.__earlyViewer;
  if (!early) return null;
  delete window.__earlyViewer;
  return early.studyId === studyId ? early.viewer : null;
}

/** Removes the early preview: the page shows its own image, an error, or another page. */
export function dismissEarlyPreview(): void {
  document.getElementById(earlyPreviewId)?.remove();
}
