import type { OpenSharedStudyMutation, StudyViewerFieldsFragment } from '../gql/graphql';

/** What `openStudyViewer` answers (the viewer's `ViewerStudy`). */
type ViewerStudy = StudyViewerFieldsFragment;

/** What a share link's opening answers (state, and the study when it opened). */
export type SharedStudyAnswer = OpenSharedStudyMutation['openSharedStudy'];

/**
 * What the early preview (study-links/early-preview.ts, loaded by a study link's page beside the portal)
 * hands to the page: what it opened, so the page uses it instead of opening the study a second
 * time (a second viewing session, a second counted opening of a share link), and the image it
 * shows until the page shows its own. Each answer is null when the early preview could not get
 * it; the page then asks itself.
 */
export type EarlyOpenings = {
  /** A viewer link, /visor/<studyId>, with the stored session. */
  viewer?: { studyId: string; answer: Promise<ViewerStudy | null> };
  /** A share link, /compartir/<token>, opened without a PIN. */
  share?: { token: string; answer: Promise<SharedStudyAnswer | null> };
};

declare global {
  interface Window {
    __earlyOpenings?: EarlyOpenings;
  }
}

/** The element holding the early preview, over the page until the page's own image is there. */
export const earlyPreviewId = 'early-preview';

/** What the early preview opened for this key (study id or token), once: later calls, or another key, get null. */
export function takeEarlyOpening<K extends keyof EarlyOpenings>(
  kind: K,
  key: string,
): NonNullable<EarlyOpenings[K]>['answer'] | null {
  const opening = window.__earlyOpenings?.[kind];
  if (!opening) return null;
  delete window.__earlyOpenings![kind];
  const openingKey = 'studyId' in opening ? opening.studyId : opening.token;
  return openingKey === key ? (opening.answer as NonNullable<EarlyOpenings[K]>['answer']) : null;
}

/** Removes the early preview: the page shows its own image, an error, or another page. */
export function dismissEarlyPreview(): void {
  document.getElementById(earlyPreviewId)?.remove();
}
