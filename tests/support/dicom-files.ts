import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dcmjs from 'dcmjs';
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
import { dicomHeaderReader } from '../../server/src/studies/dicom-header.js';
import { buildDicomdir, type DicomdirInstance } from '../../server/src/studies/dicomdir.js';
import { createStudy, stagedFile, studyTypeId, xrayPng, type StagedFile, type StudyResult } from './studies.js';
import type { TestServer } from './test-server.js';

/** What a made-up DICOM image says of itself; everything has a default. */
export type DicomSpec = {
  /** Secondary Capture unless said. */
  sopClassUid?: string;
  studyUid: string;
  seriesUid: string;
  sopUid: string;
  rows?: number;
  columns?: number;
  frames?: number;
  modality?: string;
  patientName?: string;
  patientId?: string;
  patientBirthDate?: string;
  studyDate?: string;
  seriesNumber?: number;
  instanceNumber?: number;
  seriesDescription?: string;
  /** Millimetres between rows and between columns. */
  pixelSpacing?: [number, number];
  window?: { center: number; width: number };
};

const secondaryCapture = '1.2.840.10008.5.1.4.1.1.7';
const explicitLittle = '1.2.840.10008.1.2.1';

/** The 16-bit samples of a made-up image: a ramp that differs by frame, so every frame's bytes are its own. */
export function dicomPixels(spec: Pick<DicomSpec, 'rows' | 'columns' | 'frames'>): Uint16Array {
  const rows = spec.rows ?? 64;
  const columns = spec.columns ?? 64;
  const frames = spec.frames ?? 1;
  const samples = new Uint16Array(rows * columns * frames);
  for (let i = 0; i < samples.length; i++) {
    const frame = Math.floor(i / (rows * columns));
    const within = i % (rows * columns);
    samples[i] = (within * 7 + frame * 300) % 4096;
  }
  return samples;
}

/** A DICOM Part 10 file (explicit VR little endian, 16-bit monochrome), made with dcmjs as a scanner would write it. */
export function dicomFile(spec: DicomSpec): Buffer {
  const { DicomDict } = (dcmjs as unknown as { data: { DicomDict: new (meta: object) => DicomWritable } }).data;
  const rows = spec.rows ?? 64;
  const columns = spec.columns ?? 64;
  const frames = spec.frames ?? 1;
  const value = (vr: string, ...values: unknown[]) => ({ vr, Value: values });
  const dict = new DicomDict({
    '00020001': value('OB', new Uint8Array([0, 1]).buffer),
    '00020002': value('UI', spec.sopClassUid ?? secondaryCapture),
    '00020003': value('UI', spec.sopUid),
    '00020010': value('UI', explicitLittle),
    '00020012': value('UI', '1.2.826.0.1.3680043.10.1'),
  });
  const [spacingRow, spacingColumn] = spec.pixelSpacing ?? [0.1, 0.1];
  dict.dict = {
    // UTF-8, as the lab's scanners write names with accents.
    '00080005': value('CS', 'ISO_IR 192'),
    '00080016': value('UI', spec.sopClassUid ?? secondaryCapture),
    '00080018': value('UI', spec.sopUid),
    '00080020': value('DA', (spec.studyDate ?? '2026-11-20').replaceAll('-', '')),
    '00080060': value('CS', spec.modality ?? 'DX'),
    '0008103E': value('LO', spec.seriesDescription ?? 'Serie de prueba'),
    '00100010': value('PN', { Alphabetic: spec.patientName ?? 'Perez^Ana' }),
    '00100020': value('LO', spec.patientId ?? 'PAC-001'),
    '00100030': value('DA', (spec.patientBirthDate ?? '1990-05-04').replaceAll('-', '')),
    '0020000D': value('UI', spec.studyUid),
    '0020000E': value('UI', spec.seriesUid),
    '00200011': value('IS', spec.seriesNumber ?? 1),
    '00200013': value('IS', spec.instanceNumber ?? 1),
    '00280002': value('US', 1),
    '00280004': value('CS', 'MONOCHROME2'),
    ...(frames > 1 ? { '00280008': value('IS', frames) } : {}),
    '00280010': value('US', rows),
    '00280011': value('US', columns),
    '00280030': value('DS', spacingRow, spacingColumn),
    '00280100': value('US', 16),
    '00280101': value('US', 12),
    '00280102': value('US', 11),
    '00280103': value('US', 0),
    ...(spec.window ? { '00281050': value('DS', spec.window.center), '00281051': value('DS', spec.window.width) } : {}),
    '7FE00010': value('OW', dicomPixels({ rows, columns, frames }).buffer),
  };
  return Buffer.from(dict.write());
}

type DicomWritable = { dict: Record<string, unknown>; write(): ArrayBuffer };

/** The same image compressed to JPEG-LS lossless by DCMTK's dcmcjpls, as a scanner exporting compressed would. */
export function jpegLsFile(spec: DicomSpec): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'dicom-jls-'));
  const source = join(folder, 'in.dcm');
  const target = join(folder, 'out.dcm');
  writeFileSync(source, dicomFile(spec));
  execFileSync('dcmcjpls', [source, target]);
  return readFileSync(target);
}

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

/** What the server indexes of an instance, read from its bytes as an upload reads them. */
export function headerOf(bytes: Buffer) {
  const reader = dicomHeaderReader();
  reader.take(bytes);
  return reader.finish(bytes.length)!;
}

/**
 * The instances laid out as on a CD or a viewer's export: DICOM/S0001/I0001… (one folder per
 * series, in the order met), with a DICOMDIR at the root when asked: what the share link's ZIP holds.
 */
export function mediaLayout(instances: PhantomInstance[], { dicomdir }: { dicomdir: boolean }): ZipEntry[] {
  const series = [...new Set(instances.map((instance) => instance.seriesInstanceUid))];
  const counts = new Map<string, number>();
  const listed: (DicomdirInstance & { bytes: Buffer })[] = instances.map((instance) => {
    const number = (counts.get(instance.seriesInstanceUid) ?? 0) + 1;
    counts.set(instance.seriesInstanceUid, number);
    const folder = `S${String(series.indexOf(instance.seriesInstanceUid) + 1).padStart(4, '0')}`;
    return {
      ...headerOf(instance.bytes),
      path: ['DICOM', folder, `I${String(number).padStart(4, '0')}`],
      bytes: instance.bytes,
    };
  });
  const files = listed.map((entry) => ({ name: entry.path.join('/'), bytes: entry.bytes }));
  return dicomdir ? [{ name: 'DICOMDIR', bytes: buildDicomdir(listed, { fileSetId: 'ESTUDIO' }) }, ...files] : files;
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
    // The files' patient is the scanner's made-up one: the patient check has its own tests.
    dicomPatientConfirmed: true,
    ...extra,
  });
  expect(result.errors).toBeUndefined();
  return {
    staged: staged as (StagedFile & { dicom: Record<string, unknown> | null })[],
    study: result.data!.createStudy,
  };
}

/** A UID nobody else in the run uses (the 2.25 root takes a decimal UUID). */
export const newUid = () => `2.25.${BigInt(`0x${randomUUID().replaceAll('-', '')}`).toString()}`;

export type DicomImageFields = {
  studyInstanceUid: string;
  seriesInstanceUid?: string;
  sopInstanceUid?: string;
  /** Digital Intra-Oral X-Ray for presentation unless said. */
  sopClassUid?: string;
  patientId: string;
  patientName?: string;
  /** YYYYMMDD; none unless said. */
  patientBirthDate?: string;
  studyDate?: string;
  modality?: string;
  instanceNumber?: number;
  /** Rows and columns of the square image: 16 unless said (1024 makes a 2 MiB file). */
  size?: number;
};

/** A small intraoral image (16×16 unless `size` says) as a scanner sends it, named the way the scanner tests speak. */
export function dicomImage(fields: DicomImageFields): Buffer {
  return dicomFile({
    sopClassUid: fields.sopClassUid ?? '1.2.840.10008.5.1.4.1.1.1.3',
    studyUid: fields.studyInstanceUid,
    seriesUid: fields.seriesInstanceUid ?? `${fields.studyInstanceUid}.1`,
    sopUid: fields.sopInstanceUid ?? newUid(),
    patientId: fields.patientId,
    patientName: fields.patientName ?? 'PRUEBA^PACIENTE',
    patientBirthDate: fields.patientBirthDate ?? '',
    studyDate: fields.studyDate ?? '2026-01-15',
    modality: fields.modality ?? 'IO',
    instanceNumber: fields.instanceNumber ?? 1,
    rows: fields.size ?? 16,
    columns: fields.size ?? 16,
  });
}

/** Writes each file into `dir` as NAME.dcm and answers their paths. */
export async function writeDicomFiles(dir: string, files: Record<string, Buffer>): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    Object.entries(files).map(async ([name, bytes]) => {
      const path = join(dir, `${name}.dcm`);
      await writeFile(path, bytes);
      return path;
    }),
  );
}
