import { dcmjs } from '../common/dcmjs.js';
import dicomParser from 'dicom-parser';
import type { DicomInstanceHeader, DicomJson, DicomJsonAttribute } from './dicom.tables.js';

/** Why a file sniffed as DICOM cannot be a result: unreadable header, cut short, or an image without pixels. */
export type DicomRefusal = 'unreadable' | 'truncated' | 'no_pixel_data';

export class DicomHeaderError extends Error {
  constructor(readonly reason: DicomRefusal) {
    super(`DICOM file refused: ${reason}`);
  }
}

/** DICOM objects that carry no image, kept as plain result files (an encapsulated PDF, a report). */
const imagelessClasses = new Set([
  '1.2.840.10008.5.1.4.1.1.104.1', // Encapsulated PDF
  '1.2.840.10008.5.1.4.1.1.88.11', // Basic Text SR
  '1.2.840.10008.5.1.4.1.1.88.22', // Enhanced SR
  '1.2.840.10008.5.1.4.1.1.88.33', // Comprehensive SR
  '1.2.840.10008.5.1.4.1.1.88.59', // Key Object Selection
  '1.2.840.10008.5.1.4.1.1.11.1', // Grayscale Softcopy Presentation State
  '1.2.840.10008.1.3.10', // Media Storage Directory (DICOMDIR)
]);

/** No header we accept is larger: past it the file is refused rather than held in memory. */
const maxHeaderBytes = 8 * 1024 * 1024;
/** The Sequence Delimitation Item that closes encapsulated pixel data (PS3.5 A.4). */
const sequenceDelimiter = Buffer.from([0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0]);
const binaryVrs = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'UN']);

export type DicomHeaderReader = {
  /** Every chunk of the file, in order, as it streams to storage. */
  take(chunk: Buffer): void;
  /**
   * After the last chunk: what to index (null for a DICOM object without an image, kept as a
   * plain file), or a DicomHeaderError saying why the file cannot be kept.
   */
  finish(totalBytes: number): DicomInstanceHeader | null;
};

/**
 * Reads a DICOM Part 10 header from the bytes of an upload as they pass, keeping only the head of
 * the file (up to its Pixel Data element) and its last bytes, never the pixels: the parsing is
 * dicom-parser's (offsets, values) and dcmjs's (the DICOM JSON model). With `metadata: 'later'`
 * the JSON model is left out (null), to be made from the stored head when it is first needed
 * (dicom-metadata.ts): it costs several times the rest.
 */
export function dicomHeaderReader({ metadata: when = 'now' }: { metadata?: 'now' | 'later' } = {}): DicomHeaderReader {
  const chunks: Buffer[] = [];
  let held = 0;
  let nextTry = 16 * 1024;
  let parsed: dicomParser.DataSet | undefined;
  let head: Buffer | undefined;
  let metadata: DicomJson | null | undefined = when === 'later' ? null : undefined;
  let tail = Buffer.alloc(0);
  let failure: DicomRefusal | undefined;
  let partTen = false;

  const tryParse = (complete: boolean) => {
    const bytes = Buffer.concat(chunks);
    try {
      const dataSet = dicomParser.parseDicom(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), {
        untilTag: 'x7fe00010',
      });
      if (dataSet.elements.x7fe00010 || complete) {
        parsed = dataSet;
        head = bytes;
        // The JSON model now, while the pixels still stream: the work fills the wait for them.
        if (!complete && metadata === undefined) metadata = dicomJson(bytes);
      }
    } catch (error) {
      if (complete) failure = isOverrun(error) ? 'truncated' : 'unreadable';
    }
  };

  return {
    take(chunk) {
      // The last bytes only: a copy of 8 bytes, not of each chunk.
      tail =
        chunk.length >= sequenceDelimiter.length
          ? Buffer.from(chunk.subarray(-sequenceDelimiter.length))
          : Buffer.concat([tail, chunk]).subarray(-sequenceDelimiter.length);
      if (parsed || failure) return;
      chunks.push(chunk);
      held += chunk.length;
      // Not Part 10 (no "DICM" after the preamble): nothing more is kept of it.
      if (!partTen && held >= 132) {
        if (Buffer.concat(chunks).toString('latin1', 128, 132) !== 'DICM') {
          failure = 'unreadable';
          chunks.length = 0;
          return;
        }
        partTen = true;
      }
      if (held < nextTry) return;
      tryParse(false);
      nextTry = held * 2;
      if (!parsed && held > maxHeaderBytes) failure = 'unreadable';
    },
    finish(totalBytes) {
      if (!parsed && !failure) tryParse(true);
      if (failure || !parsed || !head) throw new DicomHeaderError(failure ?? 'unreadable');
      return describe(parsed, head, tail, totalBytes, metadata);
    },
  };
}

function describe(
  dataSet: dicomParser.DataSet,
  head: Buffer,
  tail: Buffer,
  totalBytes: number,
  metadata: DicomJson | null = dicomJson(head),
): DicomInstanceHeader | null {
  const text = (tag: string) => dataSet.string(tag)?.trim() || null;
  const words = wordsReader(dataSet, head);
  const sopClassUid = text('x00080016') ?? text('x00020002');
  const pixels = dataSet.elements.x7fe00010;
  if (!pixels) {
    if (sopClassUid && imagelessClasses.has(sopClassUid)) return null;
    throw new DicomHeaderError(text('x00280010') || !sopClassUid ? 'no_pixel_data' : 'unreadable');
  }
  const encapsulated = pixels.length === 0xffffffff;
  const cutShort = encapsulated ? !tail.equals(sequenceDelimiter) : pixels.dataOffset + pixels.length > totalBytes;
  if (cutShort) throw new DicomHeaderError('truncated');
  const studyInstanceUid = text('x0020000d');
  const seriesInstanceUid = text('x0020000e');
  const sopInstanceUid = text('x00080018') ?? text('x00020003');
  const transferSyntaxUid = text('x00020010');
  const rows = dataSet.uint16('x00280010');
  const columns = dataSet.uint16('x00280011');
  if (!studyInstanceUid || !seriesInstanceUid || !sopInstanceUid || !sopClassUid || !transferSyntaxUid)
    throw new DicomHeaderError('unreadable');
  if (!rows || !columns) throw new DicomHeaderError('no_pixel_data');
  const number = (tag: string, index = 0) => {
    const value = dataSet.floatString(tag, index);
    return value === undefined || !Number.isFinite(value) ? null : value;
  };
  const integer = (tag: string) => {
    const value = number(tag);
    return value === null ? null : Math.trunc(value);
  };
  // Pixel Spacing, or the Imager Pixel Spacing of a projection radiograph when it gives none.
  const spacingTag = dataSet.elements.x00280030 ? 'x00280030' : 'x00181164';
  return {
    studyInstanceUid,
    seriesInstanceUid,
    sopInstanceUid,
    sopClassUid,
    transferSyntaxUid,
    modality: text('x00080060'),
    seriesNumber: integer('x00200011'),
    seriesDescription: words('x0008103e'),
    instanceNumber: integer('x00200013'),
    rows,
    columns,
    frames: Math.max(1, integer('x00280008') ?? 1),
    bitsAllocated: dataSet.uint16('x00280100') ?? 16,
    samplesPerPixel: dataSet.uint16('x00280002') ?? 1,
    photometricInterpretation: text('x00280004') ?? 'MONOCHROME2',
    pixelSpacingRow: number(spacingTag, 0),
    pixelSpacingColumn: number(spacingTag, 1),
    sliceThickness: number('x00180050'),
    windowCenter: number('x00281050'),
    windowWidth: number('x00281051'),
    patientName: words('x00100010'),
    patientId: text('x00100020'),
    patientBirthDate: isoDate(text('x00100030')),
    studyDate: isoDate(text('x00080020')),
    pixelDataOffset: pixels.dataOffset,
    pixelDataLength: encapsulated ? null : pixels.length,
    metadata,
  };
}

/**
 * Reads a text that people write (names, descriptions) in the file's character set: UTF-8 when it
 * says ISO_IR 192, Latin-1 (ISO_IR 100, what Spanish names use) otherwise. A file that names no
 * character set but carries UTF-8 anyway, as some software writes, is read as UTF-8.
 */
function wordsReader(dataSet: dicomParser.DataSet, head: Buffer) {
  const charset = dataSet.string('x00080005') ?? '';
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  return (tag: string): string | null => {
    const element = dataSet.elements[tag];
    if (!element?.length) return null;
    const bytes = head.subarray(element.dataOffset, element.dataOffset + element.length);
    let value = bytes.toString('latin1');
    if (charset === '' || charset.includes('ISO_IR 192')) {
      try {
        value = utf8.decode(bytes);
      } catch {
        // Not UTF-8 after all: Latin-1 reads every byte.
      }
    }
    // eslint-disable-next-line no-control-regex -- the padding NULs DICOM allows
    return value.replace(/\u0000/g, '').trim() || null;
  };
}

/** DICOM's YYYYMMDD as YYYY-MM-DD; null when it is not a date. */
function isoDate(value: string | null): string | null {
  const match = value?.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (!match) return null;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

function isOverrun(error: unknown): boolean {
  const message = typeof error === 'string' ? error : ((error as { exception?: string })?.exception ?? String(error));
  return /overrun|past end of buffer|end of buffer/i.test(message);
}

/** The data set before the Pixel Data in the DICOM JSON model, without binary values. */
export function dicomJson(head: Buffer): DicomJson {
  const arrayBuffer = head.buffer.slice(head.byteOffset, head.byteOffset + head.length) as ArrayBuffer;
  const message = dcmjs().data.DicomMessage.readFile(arrayBuffer, {
    untilTag: '7FE00010',
    includeUntilTagValue: false,
    ignoreErrors: true,
  });
  return cleanDataSet(message.dict as Record<string, { vr?: string; Value?: unknown[] }>);
}

function cleanDataSet(dict: Record<string, { vr?: string; Value?: unknown[] }>): DicomJson {
  const out: DicomJson = {};
  for (const [tag, element] of Object.entries(dict)) {
    if (!element?.vr || tag.toUpperCase() === '7FE00010') continue;
    const attribute: DicomJsonAttribute = { vr: element.vr };
    if (binaryVrs.has(element.vr)) {
      out[tag.toUpperCase()] = attribute;
      continue;
    }
    const values = Array.isArray(element.Value) ? element.Value : [];
    if (element.vr === 'SQ') {
      attribute.Value = values.map((item) => cleanDataSet(item as Record<string, { vr?: string; Value?: unknown[] }>));
    } else if (values.length > 0) {
      attribute.Value = values.filter((value) => value !== undefined && value !== null && value !== '');
      if (attribute.Value.length === 0) delete attribute.Value;
    }
    out[tag.toUpperCase()] = attribute;
  }
  return out;
}
