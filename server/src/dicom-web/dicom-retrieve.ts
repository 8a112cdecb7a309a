import { Readable } from 'node:stream';
import dicomParser from 'dicom-parser';
import { portalMessages } from '../../../shared/portal-messages.js';
import { badInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import type { DicomJson } from '../studies/dicom.tables.js';
import { withMetadata } from '../studies/index.js';
import { readableInstances, readableMetadata, type DicomScope } from './dicom-instances.js';
import { readableFrameSource, type FrameSource } from './frame-sources.js';
import type { DicomReader } from './dicom-readers.js';
import { dicomWebRoot, framesPath } from './dicom-web-paths.js';
import { multipartRelated, type RelatedPart } from './multipart-related.js';

/** Transfer syntaxes whose pixel data is stored as plain samples, one frame after another. */
const uncompressedSyntaxes = new Set(['1.2.840.10008.1.2', '1.2.840.10008.1.2.1', '1.2.840.10008.1.2.2']);
/** Deflate compresses the whole data set, pixels included: the frames are not in place. */
export const isUncompressed = (instance: Pick<FrameSource, 'transferSyntaxUid' | 'pixelDataLength'>) =>
  uncompressedSyntaxes.has(instance.transferSyntaxUid) && instance.pixelDataLength !== null;

/** WADO-RS metadata: the stored DICOM JSON model of each instance, with its transfer syntax and where its pixels are. */
export async function retrieveMetadata(deps: AppDeps, reader: DicomReader, scope: DicomScope): Promise<DicomJson[]> {
  const instances = await withMetadata(reader.db, deps.storage, await readableMetadata(reader.db, reader, scope));
  return instances.map((instance) => ({
    ...instance.metadata,
    '00020010': { vr: 'UI', Value: [instance.transferSyntaxUid] },
    '7FE00010': {
      vr: instance.bitsAllocated > 8 && isUncompressed(instance) ? 'OW' : 'OB',
      BulkDataURI: `${dicomWebRoot}${framesPath(
        instance.studyInstanceUid,
        instance.seriesInstanceUid,
        instance.sopInstanceUid,
        Array.from({ length: instance.frames }, (_, index) => index + 1),
      )}`,
    },
  }));
}

/** WADO-RS instances as multipart/related; type="application/dicom", the stored files as uploaded. */
export async function retrieveInstances(deps: AppDeps, reader: DicomReader, scope: DicomScope) {
  const instances = await readableInstances(reader.db, reader, scope);
  return multipartRelated(
    'application/dicom',
    instances.map((instance) => ({
      contentType: `application/dicom; transfer-syntax=${instance.transferSyntaxUid}`,
      length: instance.size,
      open: async () => (await deps.storage.read(instance.storageKey)).stream,
    })),
  );
}

/** The frame numbers of a request ("1,3,5"), each within the instance's frames; BAD_USER_INPUT otherwise. */
export function frameNumbers(list: string, frames: number): number[] {
  const numbers = list.split(',').map((item) => (/^\d{1,6}$/.test(item.trim()) ? Number(item) : NaN));
  if (numbers.length === 0 || numbers.length > 10_000 || numbers.some((n) => !(n >= 1 && n <= frames)))
    throw badInput('frames', portalMessages.dicomWebFrameInvalid);
  return numbers;
}

/**
 * WADO-RS frames as multipart/related; type="application/octet-stream", each part labelled with its
 * transfer syntax. Uncompressed pixels are read straight from storage, only the frame's byte range;
 * compressed ones are the frame's fragments, found by dicom-parser in the stored file.
 */
export async function retrieveFrames(deps: AppDeps, reader: DicomReader, scope: Required<DicomScope>, list: string) {
  const instance = await readableFrameSource(reader.db, reader, scope);
  const numbers = frameNumbers(list, instance.frames);
  const parts: RelatedPart[] = isUncompressed(instance)
    ? uncompressedFrames(deps, instance, numbers)
    : await encapsulatedFrames(deps, instance, numbers);
  return multipartRelated('application/octet-stream', parts);
}

function uncompressedFrames(deps: AppDeps, instance: FrameSource, numbers: number[]): RelatedPart[] {
  const frameBytes = Math.ceil(
    (instance.rows * instance.columns * instance.samplesPerPixel * instance.bitsAllocated) / 8,
  );
  // Implicit and explicit little endian store the same sample bytes: both go out as explicit.
  const syntax =
    instance.transferSyntaxUid === '1.2.840.10008.1.2' ? '1.2.840.10008.1.2.1' : instance.transferSyntaxUid;
  return numbers.map((number) => {
    const start = instance.pixelDataOffset + (number - 1) * frameBytes;
    return {
      contentType: `application/octet-stream; transfer-syntax=${syntax}`,
      length: frameBytes,
      open: async () => (await deps.storage.read(instance.storageKey, { start, end: start + frameBytes - 1 })).stream,
    };
  });
}

async function encapsulatedFrames(deps: AppDeps, instance: FrameSource, numbers: number[]): Promise<RelatedPart[]> {
  const frames = await compressedFrames(deps, instance, numbers);
  return frames.map((bytes) => ({
    contentType: `application/octet-stream; transfer-syntax=${instance.transferSyntaxUid}`,
    length: bytes.length,
    open: async () => Readable.from([bytes]),
  }));
}

/** The compressed bytes of the frames asked for, from the fragments of the encapsulated Pixel Data. */
export async function compressedFrames(
  deps: AppDeps,
  instance: Pick<FrameSource, 'storageKey' | 'frames'>,
  numbers: number[],
): Promise<Buffer[]> {
  const bytes = await readAll(deps, instance);
  const dataSet = dicomParser.parseDicom(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  const pixels = dataSet.elements.x7fe00010;
  const fragments = pixels.fragments ?? [];
  let offsets = pixels.basicOffsetTable ?? [];
  if (offsets.length === 0 && instance.frames > 1 && fragments.length !== instance.frames)
    offsets = dicomParser.createJPEGBasicOffsetTable(dataSet, pixels);
  return numbers.map((number) => {
    const index = number - 1;
    let frame: Uint8Array;
    if (instance.frames === 1)
      frame = dicomParser.readEncapsulatedPixelDataFromFragments(dataSet, pixels, 0, fragments.length);
    else if (offsets.length === 0)
      frame = dicomParser.readEncapsulatedPixelDataFromFragments(dataSet, pixels, index, 1);
    else frame = dicomParser.readEncapsulatedImageFrame(dataSet, pixels, index, offsets, fragments);
    return Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength);
  });
}

/** The whole stored file (compressed instances are small; the renderer needs the whole data set). */
export async function readAll(deps: AppDeps, instance: { storageKey: string }): Promise<Buffer> {
  const { stream } = await deps.storage.read(instance.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
