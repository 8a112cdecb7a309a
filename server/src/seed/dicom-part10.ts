import { createHash } from 'node:crypto';
import { dcmjs } from '../common/dcmjs.js';

export const transferSyntaxes = {
  explicitLittleEndian: '1.2.840.10008.1.2.1',
  jpegLsLossless: '1.2.840.10008.1.2.4.80',
} as const;

/** Who the images are of, as the scanner records them. */
export type PhantomPatient = {
  /** DICOM person name, Family^Given (e.g. 'García Núñez^Pedro'). */
  name: string;
  id: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  sex?: 'M' | 'F' | 'O';
};

/** What every phantom needs: the patient, the study it belongs to, and the seed that makes it repeatable. */
export type PhantomOptions = {
  patient: PhantomPatient;
  /** The same seed gives the same bytes and UIDs; another seed, other UIDs. */
  seed: string;
  /** YYYY-MM-DD. */
  studyDate: string;
  /** To put the image in a study made before (the intraoral beside a panoramic); derived from the seed otherwise. */
  studyInstanceUid?: string;
  studyDescription?: string;
  accessionNumber?: string;
};

/** One DICOM Part 10 file and the identifiers a test or the seed checks it by. */
export type PhantomInstance = {
  /** A file name as a scanner export would have it (e.g. CT0001.dcm). */
  fileName: string;
  bytes: Buffer;
  studyInstanceUid: string;
  seriesInstanceUid: string;
  sopInstanceUid: string;
  sopClassUid: string;
  transferSyntaxUid: string;
};

/**
 * A UID under the 2.25 root (PS3.5 B.2: a UUID written as an integer) made from a hash of the
 * parts, so the same seed always names the same study, series and instances.
 */
export function phantomUid(...parts: (string | number)[]): string {
  const digest = createHash('sha256').update(parts.join('\u0000')).digest();
  const bytes = Buffer.from(digest.subarray(0, 16));
  // RFC 4122 version 8 (custom) and variant bits, as 2.25 expects a UUID's value.
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  return `2.25.${BigInt(`0x${bytes.toString('hex')}`).toString()}`;
}

/** A repeatable stream of numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(...parts: (string | number)[]): () => number {
  let state = createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** YYYY-MM-DD as DICOM's DA (YYYYMMDD). */
export const dicomDate = (iso: string) => iso.replaceAll('-', '');

/** A decimal string short enough for DS (16 characters). */
export const decimal = (value: number) => Number(value.toFixed(4));

/** The patient, study and equipment modules every phantom shares, keyword-named as dcmjs writes them. */
export function commonModules(options: PhantomOptions, studyInstanceUid: string): Record<string, unknown> {
  const { patient } = options;
  return {
    // UTF-8, so names such as Núñez are written and read back as they are.
    SpecificCharacterSet: 'ISO_IR 192',
    PatientName: patient.name,
    PatientID: patient.id,
    PatientBirthDate: dicomDate(patient.birthDate),
    PatientSex: patient.sex ?? 'O',
    StudyInstanceUID: studyInstanceUid,
    StudyDate: dicomDate(options.studyDate),
    StudyTime: '093000',
    StudyID: '1',
    AccessionNumber: options.accessionNumber ?? '',
    StudyDescription: options.studyDescription ?? '',
    ReferringPhysicianName: '',
    Manufacturer: 'Laboratorio de imagen (fantoma sintético)',
    ManufacturerModelName: 'Fantoma',
    InstitutionName: 'Laboratorio de diagnóstico por imagen',
    ContentDate: dicomDate(options.studyDate),
    ContentTime: '093000',
  };
}

/** The image pixel module of a 16-bit grey image with 12 bits stored (0-4095). */
export function grey12(rows: number, columns: number): Record<string, unknown> {
  return {
    SamplesPerPixel: 1,
    PhotometricInterpretation: 'MONOCHROME2',
    Rows: rows,
    Columns: columns,
    BitsAllocated: 16,
    BitsStored: 12,
    HighBit: 11,
    PixelRepresentation: 0,
  };
}

/**
 * A DICOM Part 10 file written by dcmjs: the file meta header, the data set, then the pixels,
 * native (OW, one frame) or encapsulated (OB: Basic Offset Table item, one fragment per frame,
 * Sequence Delimitation Item).
 */
export function writePart10(
  dataSet: Record<string, unknown>,
  pixels: { native: Uint16Array } | { encapsulated: Uint8Array[] },
  transferSyntaxUid: string,
): Buffer {
  const { DicomDict, DicomMetaDictionary } = dcmjs().data;
  const meta = DicomMetaDictionary.denaturalizeDataset({
    FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
    MediaStorageSOPClassUID: dataSet.SOPClassUID,
    MediaStorageSOPInstanceUID: dataSet.SOPInstanceUID,
    TransferSyntaxUID: transferSyntaxUid,
    ImplementationClassUID: implementationClassUid,
    ImplementationVersionName: 'LABIMG_PHANTOM',
  });
  const file = new DicomDict(meta);
  file.dict = DicomMetaDictionary.denaturalizeDataset(dataSet);
  file.dict['7FE00010'] =
    'native' in pixels
      ? { vr: 'OW', Value: [arrayBufferOf(pixels.native)] }
      : { vr: 'OB', Value: pixels.encapsulated.map(arrayBufferOf) };
  return Buffer.from(file.write({ fragmentMultiframe: false }));
}

const implementationClassUid = phantomUid('implementation', 'laboratorio-phantoms', 1);

function arrayBufferOf(view: ArrayBufferView): ArrayBuffer {
  return view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength) as ArrayBuffer;
}
