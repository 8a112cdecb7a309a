import { portalMessages } from '../../../shared/portal-messages.js';
import { badInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { readableInstances, type DicomScope, type ReadableInstance } from './dicom-instances.js';
import type { DicomReader } from './dicom-readers.js';
import type { RenderFormat, RenderSpec } from './dicom-render.js';
import { renderedImage } from './dicom-renderings.js';
import { frameNumbers } from './dicom-retrieve.js';

/** The sizes of the two images every series has: a thumbnail for lists, a preview shown before the viewer loads. */
export const thumbnailPixels = 128;
export const previewPixels = 1024;

/** What a rendered image is asked with: viewport "W,H" and window "center,width[,function]" (PS3.18 8.3.5.1). */
export type RenderQuery = { viewport?: string; window?: string };

const maxPixels = 4096;

export function renderSpecOf(query: RenderQuery, frame: number, format: RenderFormat): RenderSpec {
  let width: number | null = null;
  let height: number | null = null;
  if (query.viewport) {
    const [w, h] = query.viewport.split(',').map((part) => (part === '' ? NaN : Number(part)));
    const valid = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 1 && n <= maxPixels);
    if (!valid(w) || !valid(h)) throw badInput('viewport', portalMessages.dicomWebViewportInvalid);
    width = w;
    height = h ?? null;
  }
  let window: RenderSpec['window'] = null;
  if (query.window) {
    const [center, windowWidth, fn] = query.window.split(',');
    const c = Number(center);
    const w = Number(windowWidth);
    if (!Number.isFinite(c) || !Number.isFinite(w) || w <= 0 || (fn !== undefined && fn.toLowerCase() !== 'linear'))
      throw badInput('window', portalMessages.dicomWebWindowInvalid);
    window = { center: c, width: w };
  }
  return { frame, width, height, window, format };
}

/** The middle of a list: the slice a viewer shows first, and the one that stands for its series. */
const middle = <T>(items: T[]) => items[Math.floor((items.length - 1) / 2)];

/** A rendered frame of one readable instance (rendered route, WADO-URI). */
export async function renderedFrame(
  deps: AppDeps,
  reader: DicomReader,
  scope: Required<DicomScope>,
  frame: string,
  query: RenderQuery,
  format: RenderFormat,
) {
  const [instance] = await readableInstances(reader.db, reader, scope);
  const [number] = frameNumbers(frame, instance.frames);
  return renderedImage(deps, reader.db, instance, renderSpecOf(query, number, format));
}

/** The representative frame of a readable series, at thumbnail or preview size. */
export async function seriesImage(
  deps: AppDeps,
  reader: DicomReader,
  scope: { study: string; series: string },
  size: 'thumbnail' | 'preview',
  format: RenderFormat,
) {
  const instances = await readableInstances(reader.db, reader, scope);
  return representativeImage(deps, reader.db, instances, size, format);
}

/** The middle frame of the middle instance of a series' instances (in instance order). */
export function representativeImage(
  deps: AppDeps,
  db: Database,
  instances: ReadableInstance[],
  size: 'thumbnail' | 'preview',
  format: RenderFormat = 'jpeg',
) {
  const instance = middle(instances);
  const pixels = size === 'thumbnail' ? thumbnailPixels : previewPixels;
  const frame = Math.floor((instance.frames - 1) / 2) + 1;
  return renderedImage(deps, db, instance, { frame, width: pixels, height: pixels, window: null, format });
}

/**
 * The format an Accept header asks of a rendered image: JPEG whenever it is acceptable (a browser's
 * <img> accepts image/*, and JPEG is what is made ahead of time), else PNG or WebP as listed;
 * BAD_USER_INPUT when none of the three is.
 */
export function renderFormatOf(accept: string | undefined): RenderFormat {
  const types = (accept ?? '*/*')
    .split(',')
    .map((item) => {
      const [type, ...params] = item.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { type: type.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((range) => range.type);
  if (types.some((type) => type === 'image/jpeg' || type === 'image/*' || type === '*/*')) return 'jpeg';
  for (const type of types) {
    if (type === 'image/png') return 'png';
    if (type === 'image/webp') return 'webp';
  }
  throw badInput('accept', portalMessages.dicomWebMediaTypeUnsupported);
}
