import { PassThrough } from 'node:stream';
import dicomParser from 'dicom-parser';
import { expect } from 'vitest';
import { ZipFile } from 'yazl';
import {
  cbctPhantom,
  intraoralPhantom,
  panoramicPhantom,
  type PhantomInstance,
  type PhantomPatient,
} from '../../server/src/seed/dicom-phantoms.js';
import { createStudy, stagedFile, studyTypeId, xrayPng, type StagedFile, type StudyResult } from './studies.js';
import type { TestServer } from './test-server.js';

/** The patient the scanner recorded, unless a test names another (e.g. for the patient check). */
export const scannerPatient: PhantomPatient = {
  name: 'Hernández Ibáñez^Lucía',
  id: 'LAB-0001',
  birthDate: '1988-04-12',
  sex: 'F',
};

export type DicomSet = { name: string; instances: PhantomInstance[] };
type Made = { seed?: string; patient?: PhantomPatient; studyInstanceUid?: string };

/** A 20-slice CBCT of 64 × 64 (1.2 mm pixels, 3 mm slices): a volume in under 3 MB. */
export function smallCbct({ seed = 'cbct-test', patient = scannerPatient, studyInstanceUid }: Made = {}): DicomSet {
  const instances = [
    ...cbctPhantom({ seed, patient, studyInstanceUid, studyDate: '2026-11-20', slices: 20, size: 64 }),
  ];
  return { name: 'CBCT', instances };
}

/** A 128 × 128 panoramic radiograph (PX, Digital X-Ray), uncompressed. */
export function smallPanoramic({ seed = 'px-test', patient = scannerPatient, studyInstanceUid }: Made = {}) {
  return panoramicPhantom({ seed, patient, studyInstanceUid, studyDate: '2026-11-20', rows: 128, columns: 128 });
}

/** A 128 × 96 intraoral radiograph (IO) compressed as lossless JPEG-LS (encapsulated pixel data). */
export function smallIntraoral({ seed = 'io-test', patient = scannerPatient, studyInstanceUid }: Made = {}) {
  return intraoralPhantom({
    seed,
    patient,
    studyInstanceUid,
    studyDate: '2026-11-20',
    rows: 96,
    columns: 128,
    seriesNumber: 2,
  });
}

/** Where a Part 10 file's Pixel Data value starts, and the length it declares (undefined length for encapsulated). */
export function pixelDataOf(bytes: Uint8Array): { offset: number; length: number | null } {
  const dataSet = dicomParser.parseDicom(bytes, { untilTag: 'x7fe00010' });
  const element = dataSet.elements.x7fe00010;
  return { offset: element.dataOffset, length: element.length === 0xffffffff ? null : element.length };
}

/** The file cut in the middle of its pixels, as an interrupted copy leaves it. */
export function truncated(instance: PhantomInstance): Buffer {
  const { offset } = pixelDataOf(instance.bytes);
  return instance.bytes.subarray(0, offset + Math.floor((instance.bytes.length - offset) / 2));
}

/** The file's header alone: rows, columns and the rest of an image, but no Pixel Data element. */
export function withoutPixelData(instance: PhantomInstance): Buffer {
  const { offset } = pixelDataOf(instance.bytes);
  // Explicit VR OW/OB: tag (4), VR (2), reserved (2) and length (4) before the value.
  return instance.bytes.subarray(0, offset - 12);
}

/** A PNG picture with a DICOM file's name: what a wrong export or a renamed file looks like. */
export const pngNamedDcm = { name: 'IM0001.dcm', bytes: xrayPng };

export type ZipEntry = { name: string; bytes: Uint8Array };

/** The files as an exported ZIP (folders in the names, stored, not compressed), as bytes. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name, { compress: false });
  zip.end();
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  zip.outputStream.pipe(output);
  for await (const chunk of output) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A scanner's folder: one file per instance under SERIES/, named as the phantom names them. */
export function folderOf(sets: DicomSet[]): ZipEntry[] {
  return sets.flatMap((set) =>
    set.instances.map((instance) => ({ name: `${set.name}/${instance.fileName}`, bytes: instance.bytes })),
  );
}

/**
 * Uploads the files through POST /studies/uploads, as the virtual lab's upload page does, then
 * saves a study of them for the patient: the staged answers (in the order given) and the study.
 */
export async function uploadDicomStudy(
  server: TestServer,
  labToken: string,
  patientId: number,
  files: ZipEntry[],
  extra: Record<string, unknown> = {},
): Promise<{ staged: (StagedFile & { dicom: Record<string, unknown> | null })[]; study: StudyResult }> {
  const staged = [];
  for (const file of files) staged.push(await stagedFile(server, labToken, file.bytes, file.name));
  const result = await createStudy(server, labToken, {
    patientId: String(patientId),
    studyTypeId: await studyTypeId(server, labToken),
    studyDate: '2026-11-20',
    expiresInDays: 90,
    fileIds: staged.map((file) => String(file.id)),
    ...extra,
  });
  expect(result.errors).toBeUndefined();
  return {
    staged: staged as (StagedFile & { dicom: Record<string, unknown> | null })[],
    study: result.data!.createStudy,
  };
}
