import type { ViewerSeries } from './viewer-study';

/** Preview sizes asked of the server: few, so each series' renderings stay few in storage. */
const sizes = [512, 1024] as const;

/**
 * The series' preview at the size this screen shows it: a phone gets the 512-pixel rendering
 * (about a quarter of the bytes of the 1024 one, which matters on a slow connection), a large or
 * dense screen the full 1024. The image fits the window, so its larger side on screen decides.
 */
export function sizedPreviewUrl(series: Pick<ViewerSeries, 'previewUrl' | 'rows' | 'columns'>): string {
  const ratio = window.devicePixelRatio || 1;
  const aspect = series.columns / Math.max(1, series.rows);
  const shownWidth = Math.min(window.innerWidth, window.innerHeight * aspect);
  const shownLongSide = (aspect >= 1 ? shownWidth : shownWidth / aspect) * ratio;
  const size = sizes.find((candidate) => candidate >= shownLongSide) ?? sizes[sizes.length - 1];
  const url = new URL(series.previewUrl, window.location.origin);
  if (!url.pathname.endsWith('/rendered')) return series.previewUrl;
  url.searchParams.set('viewport', `${size},${size}`);
  return `${url.pathname}${url.search}`;
}
