import { wadors } from '@cornerstonejs/dicom-image-loader';
import type { Types } from '@cornerstonejs/dicom-image-loader';
import type { ViewerSeries } from '../viewer-study';
import { grantHeaders, reportGone } from './setup';

type Instance = Types.WADORSMetaData;

/** Thrown when the study's images can no longer be read with this grant. */
export class ViewerGoneError extends Error {}

function firstValue(instance: Instance, tag: string): unknown {
  const element = instance[tag] as { Value?: unknown[] } | undefined;
  return element?.Value?.[0];
}

function numberOf(instance: Instance, tag: string): number | undefined {
  const value = Number(firstValue(instance, tag));
  return Number.isFinite(value) ? value : undefined;
}

/** Where a slice lies along its normal, so slices sort by position even when numbered otherwise. */
function positionAlongNormal(instance: Instance): number | undefined {
  const position = (instance['00200032'] as { Value?: number[] } | undefined)?.Value;
  const orientation = (instance['00200037'] as { Value?: number[] } | undefined)?.Value;
  if (position?.length !== 3 || orientation?.length !== 6) return undefined;
  const [a, b, c, d, e, f] = orientation.map(Number);
  const normal = [b * f - c * e, c * d - a * f, a * e - b * d];
  return normal[0] * position[0] + normal[1] * position[1] + normal[2] * position[2];
}

function bySliceOrder(left: Instance, right: Instance): number {
  const l = positionAlongNormal(left);
  const r = positionAlongNormal(right);
  if (l !== undefined && r !== undefined && l !== r) return l - r;
  return (numberOf(left, '00200013') ?? 0) - (numberOf(right, '00200013') ?? 0);
}

/**
 * The `wadors:` image ids of a series' frames in slice order, with each instance's DICOM JSON
 * (one QIDO metadata request) registered for the loader, so no frame request has to carry it.
 */
export async function seriesImageIds(dicomWebRoot: string, series: ViewerSeries): Promise<string[]> {
  const base = new URL(
    `${dicomWebRoot}/studies/${series.studyInstanceUid}/series/${series.seriesInstanceUid}`,
    window.location.origin,
  ).toString();
  const response = await fetch(`${base}/metadata`, {
    headers: { Accept: 'application/dicom+json', ...grantHeaders() },
  });
  if (!response.ok) {
    reportGone(response.status);
    throw new ViewerGoneError(`metadata ${response.status}`);
  }
  const instances = ((await response.json()) as Instance[]).sort(bySliceOrder);
  const imageIds: string[] = [];
  for (const instance of instances) {
    const sop = String(firstValue(instance, '00080018'));
    const frames = numberOf(instance, '00280008') ?? 1;
    for (let frame = 1; frame <= frames; frame += 1) {
      const imageId = `wadors:${base}/instances/${sop}/frames/${frame}`;
      wadors.metaDataManager.add(imageId, instance);
      imageIds.push(imageId);
    }
  }
  return imageIds;
}
