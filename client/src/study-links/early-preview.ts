/**
 * The first image of a study opened by its link, before the portal has loaded.
 *
 * On a phone's network the portal's code takes over a second to arrive; only then would the page
 * ask for the study and its preview. This small script, loaded beside the portal by the page of a
 * viewer link (/visor/<id>, with the browser's stored session) and of a share link
 * (/compartir/<token>, for anyone), opens the study at once with the same operation and fields as
 * the page and shows the series' rendered preview over it. The page then takes that answer over
 * instead of opening the study a second time, and removes the image once its own is there
 * (shell/early-preview-handoff.ts). A share link with a PIN only hands over its answer: the page asks
 * for the PIN.
 */
import { earlyPreviewId, type EarlyOpenings, type SharedStudyAnswer } from '../shell/early-preview-handoff';
import openSharedStudy from '../study-shares/open-shared-study.graphql?raw';
import openStudyViewer from '../viewer/open-study-viewer.graphql?raw';
import { sizedPreviewUrl } from '../viewer/preview-size';
import studyViewerFields from '../viewer/study-viewer-fields.graphql?raw';
import { seriesParam } from '../shell/viewer-links';
import type { ViewerStudy } from '../viewer/viewer-study';

/** The session's token as the portal keeps it (session/stored-user.ts), while it is alive. */
function liveToken(): string | null {
  try {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { token?: unknown; expires_at?: unknown } | null;
    return typeof user?.token === 'string' && typeof user.expires_at === 'number' && Date.now() < user.expires_at
      ? user.token
      : null;
  } catch {
    return null;
  }
}

/** One GraphQL operation of the page's own documents; its data, or null on any failure. */
async function operation<T>(query: string, variables: Record<string, string>, token?: string): Promise<T | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: `${query}\n${studyViewerFields}`, variables }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: T | null };
    return body.data ?? null;
  } catch {
    return null;
  }
}

/** The preview of the series the link names (or the first), over the page, while `current()` says the page has not taken over. */
function show(viewer: ViewerStudy, current: () => boolean) {
  if (!current()) return;
  const wanted = new URLSearchParams(window.location.search).get(seriesParam);
  const series = viewer.series.find((one) => one.seriesInstanceUid === wanted) ?? viewer.series[0];
  if (!series) return;
  const holder = document.createElement('div');
  holder.id = earlyPreviewId;
  holder.setAttribute('data-preview', '');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:fixed;inset:48px 0 0;z-index:1100;background:#000;display:flex;pointer-events:none';
  const image = document.createElement('img');
  image.alt = '';
  image.setAttribute('fetchpriority', 'high');
  image.style.cssText = 'flex:1;min-width:0;min-height:0;object-fit:contain';
  image.src = sizedPreviewUrl(series);
  holder.append(image);
  document.body.append(holder);
}

const openings: EarlyOpenings = {};
const viewerLink = /^\/visor\/([^/]+)\/?$/.exec(window.location.pathname);
const shareLink = /^\/compartir\/([^/]+)\/?$/.exec(window.location.pathname);
const token = viewerLink && liveToken();
if (viewerLink && token) {
  const studyId = decodeURIComponent(viewerLink[1]);
  const viewer = (openings.viewer = {
    studyId,
    answer: operation<{ openStudyViewer: ViewerStudy | null }>(openStudyViewer, { studyId }, token).then(
      (data) => data?.openStudyViewer ?? null,
    ),
  });
  void viewer.answer.then((answer) => answer && show(answer, () => window.__earlyOpenings?.viewer === viewer));
} else if (shareLink) {
  const share = (openings.share = {
    token: decodeURIComponent(shareLink[1]),
    answer: operation<{ openSharedStudy: SharedStudyAnswer }>(openSharedStudy, {
      token: decodeURIComponent(shareLink[1]),
    }).then((data) => data?.openSharedStudy ?? null),
  });
  void share.answer.then(
    (answer) =>
      answer?.state === 'OPEN' &&
      answer.study &&
      show(answer.study.viewer, () => window.__earlyOpenings?.share === share),
  );
}
window.__earlyOpenings = openings;
