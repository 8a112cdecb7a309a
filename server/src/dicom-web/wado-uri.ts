import { portalMessages } from '../../../shared/portal-messages.js';
import { badInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { readableInstance, type ReadableInstance } from './dicom-instances.js';
import { renderedFrame, renderFormatOf } from './dicom-images.js';
import type { DicomReader } from './dicom-readers.js';
import type { DicomRenderingRow } from './dicom-web.tables.js';

export type WadoAnswer = { kind: 'file'; instance: ReadableInstance } | { kind: 'image'; image: DicomRenderingRow };

/**
 * WADO-URI (PS3.18 chapter 9): one instance by its three UIDs, as the stored file
 * (contentType=application/dicom) or rendered (image/jpeg, the default, or image/png), with
 * frameNumber, rows/columns (the box it fits in) and windowCenter/windowWidth.
 */
export async function wadoUri(deps: AppDeps, reader: DicomReader, query: Record<string, string>): Promise<WadoAnswer> {
  const { requestType, studyUID, seriesUID, objectUID } = query;
  if (requestType !== 'WADO' || !studyUID || !seriesUID || !objectUID)
    throw badInput('requestType', portalMessages.dicomWebWadoInvalid);
  const scope = { study: studyUID, series: seriesUID, instance: objectUID };
  const contentType = (query.contentType ?? 'image/jpeg').split(',')[0].trim().toLowerCase();
  if (contentType === 'application/dicom')
    return { kind: 'file', instance: await readableInstance(reader.db, reader, scope) };
  if (contentType !== 'image/jpeg' && contentType !== 'image/png')
    throw badInput('contentType', portalMessages.dicomWebMediaTypeUnsupported);
  const size = (value: string | undefined) => (value === undefined || value === '' ? '' : value);
  const viewport =
    query.columns || query.rows
      ? `${size(query.columns) || size(query.rows)},${size(query.rows) || size(query.columns)}`
      : undefined;
  const window =
    query.windowCenter !== undefined || query.windowWidth !== undefined
      ? `${query.windowCenter ?? ''},${query.windowWidth ?? ''}`
      : undefined;
  const image = await renderedFrame(
    deps,
    reader,
    scope,
    query.frameNumber ?? '1',
    { viewport, window },
    renderFormatOf(contentType),
  );
  return { kind: 'image', image };
}
