/**
 * The first image of a study opened by its link (/visor/<id>), before the portal has loaded.
 *
 * On a phone's network the portal's code takes over a second to arrive; only then would the
 * viewer's page ask for the study and its preview. This small script, loaded by index.html beside
 * the portal, asks for the study at once when the address is a viewer link and the browser holds
 * a live session: it opens the viewer (the same operation and fields as the page) and shows the
 * series' rendered preview over the page. The viewer's page then takes that viewer over instead of
 * opening a second session, and removes this image once its own is there (early-preview-handoff.ts).
 * On any other page, or without a session, it does nothing.
 */
import openStudyViewer from './open-study-viewer.graphql?raw';
import studyViewerFields from './study-viewer-fields.graphql?raw';
import { earlyPreviewId, type EarlyViewer } from './early-preview-handoff';
import { sizedPreviewUrl } from './preview-size';
import { seriesParam } from './viewer-links';
import type { ViewerStudy } from './viewer-study';

const viewerPath = /^\/visor\/([^/]+)\/?$/;

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

async function openViewer(token: string, studyId: string): Promise<ViewerStudy | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        operationName: 'OpenStudyViewer',
        query: `${openStudyViewer}\n${studyViewerFields}`,
        variables: { studyId },
      }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { openStudyViewer?: ViewerStudy | null } };
    return body.data?.openStudyViewer ?? null;
  } catch {
    return null;
  }
}

/** The preview of the series the link names (or the first), over the whole window. */
function show(viewer: ViewerStudy, early: EarlyViewer) {
  // The page already took the viewer over and shows its own image.
  if (window.__earlyViewer !== early) return;
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

const match = viewerPath.exec(window.location.pathname);
const token = match && liveToken();
if (match && token) {
  const early: EarlyViewer = { studyId: decodeURIComponent(match[1]), viewer: openViewer(token, decodeURIComponent(match[1])) };
  window.__earlyViewer = early;
  void early.viewer.then((viewer) => viewer && show(viewer, early));
}
