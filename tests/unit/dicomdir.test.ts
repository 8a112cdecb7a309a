import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dcmjs from 'dcmjs';
import dicomParser from 'dicom-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDicomdir } from '../../server/src/studies/dicomdir.js';
import type { PhantomInstance } from '../../server/src/seed/dicom-phantoms.js';
import {
  headerOf,
  mediaLayout,
  scannerPatient,
  smallCbct,
  smallIntraoral,
  smallPanoramic,
  zipOf,
} from '../support/dicom-files.js';

// DCMTK (Debian's dcmtk) reads the DICOMDIR as a desktop viewer would; unzip opens the ZIP.
const installed = (tool: string) => spawnSync(tool, ['--version']).error === undefined;
const tools = installed('dcmdump') && installed('dcmmkdir') && installed('unzip');
if (!tools) console.warn('DICOMDIR: DCMTK (dcmdump, dcmmkdir) o unzip no están instalados; la prueba se omite.');

type Record = { offset: number; type: string; next: number; lower: number; keys: { [keyword: string]: unknown } };

/** The directory records read back: where each starts (dicom-parser) and what it says (dcmjs). */
function recordsOf(dicomdir: Buffer): { first: number; last: number; records: Record[] } {
  const positions = dicomParser
    .parseDicom(new Uint8Array(dicomdir.buffer, dicomdir.byteOffset, dicomdir.length))
    .elements.x00041220.items!.map((item) => item.dataOffset - 8);
  const read = dcmjs.data.DicomMessage.readFile(
    dicomdir.buffer.slice(dicomdir.byteOffset, dicomdir.byteOffset + dicomdir.length) as ArrayBuffer,
  );
  const dataSet = dcmjs.data.DicomMetaDictionary.naturalizeDataset(read.dict);
  const value = (tag: string, from: { [tag: string]: unknown } = read.dict) =>
    ((from[tag] as { Value: number[] }).Value ?? [])[0];
  const items = (read.dict['00041220'] as { Value: { [tag: string]: unknown }[] }).Value;
  const natural = dataSet.DirectoryRecordSequence as { [keyword: string]: unknown }[];
  return {
    first: value('00041200'),
    last: value('00041202'),
    records: items.map((item, index) => ({
      offset: positions[index],
      type: String(natural[index].DirectoryRecordType),
      next: value('00041400', item),
      lower: value('00041420', item),
      keys: natural[index],
    })),
  };
}

describe.skipIf(!tools)('DICOMDIR de un estudio para abrirlo en un visor de escritorio', () => {
  let folder: string;
  let instances: PhantomInstance[];
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'dicomdir-'));
    const cbct = smallCbct({ seed: 'dicomdir' }).instances.slice(0, 4);
    const study = cbct[0].studyInstanceUid;
    instances = [
      ...cbct,
      smallPanoramic({ seed: 'dicomdir', studyInstanceUid: study }),
      await smallIntraoral({ seed: 'dicomdir', studyInstanceUid: study }),
    ];
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('lista paciente → estudio → series → imágenes, con cada desplazamiento apuntando al registro que le toca', () => {
    const dicomdir = mediaLayout(instances, { dicomdir: true })[0];
    expect(dicomdir.name).toBe('DICOMDIR');
    const { first, last, records } = recordsOf(Buffer.from(dicomdir.bytes));
    expect(records.map((record) => record.type)).toEqual([
      'PATIENT',
      'STUDY',
      'SERIES',
      'IMAGE',
      'IMAGE',
      'IMAGE',
      'IMAGE',
      'SERIES',
      'IMAGE',
      'SERIES',
      'IMAGE',
    ]);
    const at = new Map(records.map((record) => [record.offset, record]));
    // One patient: the root's first and last records are the same.
    expect(at.get(first)?.type).toBe('PATIENT');
    expect(last).toBe(first);
    const children = (record: Record) => {
      const found: Record[] = [];
      for (let child = at.get(record.lower); child; child = at.get(child.next)) found.push(child);
      return found;
    };
    const [patient] = records;
    expect(patient.keys).toMatchObject({
      PatientName: [{ Alphabetic: scannerPatient.name }],
      PatientID: scannerPatient.id,
      PatientBirthDate: '19880412',
      SpecificCharacterSet: 'ISO_IR 192',
    });
    const [study] = children(patient);
    expect(study.keys.StudyInstanceUID).toBe(instances[0].studyInstanceUid);
    const series = children(study);
    expect(series.map((record) => [record.keys.Modality, record.keys.SeriesNumber])).toEqual([
      ['CT', 1],
      ['PX', 1],
      ['IO', 2],
    ]);
    const images = series.map((record) =>
      children(record).map((image) => [image.keys.ReferencedFileID, image.keys.ReferencedSOPInstanceUIDInFile]),
    );
    expect(images).toEqual([
      instances.slice(0, 4).map((instance, index) => [['DICOM', 'S0001', `I000${index + 1}`], instance.sopInstanceUid]),
      [[['DICOM', 'S0002', 'I0001'], instances[4].sopInstanceUid]],
      [[['DICOM', 'S0003', 'I0001'], instances[5].sopInstanceUid]],
    ]);
    // The JPEG-LS image is listed with its transfer syntax, for a viewer that must decode it.
    expect(children(series[2])[0].keys.ReferencedTransferSyntaxUIDInFile).toBe('1.2.840.10008.1.2.4.80');
  });

  it('DCMTK lee el DICOMDIR del ZIP y encuentra cada registro en su desplazamiento', async () => {
    const zip = await zipOf(mediaLayout(instances, { dicomdir: true }));
    writeFileSync(join(folder, 'estudio.zip'), zip);
    execFileSync('unzip', ['-q', 'estudio.zip'], { cwd: folder });

    const dump = spawnSync('dcmdump', ['DICOMDIR'], { cwd: folder, encoding: 'utf8' });
    expect(dump.status, dump.stderr).toBe(0);
    expect(dump.stderr).toBe('');
    expect(dump.stdout).toContain('=MediaStorageDirectoryStorage');
    expect(dump.stdout.match(/refFileID="[^"]+"/g)).toEqual([
      'refFileID="DICOM\\S0001\\I0001"',
      'refFileID="DICOM\\S0001\\I0002"',
      'refFileID="DICOM\\S0001\\I0003"',
      'refFileID="DICOM\\S0001\\I0004"',
      'refFileID="DICOM\\S0002\\I0001"',
      'refFileID="DICOM\\S0003\\I0001"',
    ]);

    // DCMTK's own DICOMDIR tool opens it to add a file it already lists: it resolves every
    // offset (a wrong one is a warning and duplicated records) and finds nothing to add.
    const before = readFileSync(join(folder, 'DICOMDIR'));
    const update = spawnSync('dcmmkdir', ['+U', '-nb', '-Nxc', '-v', '+D', 'DICOMDIR', 'DICOM/S0001/I0001'], {
      cwd: folder,
      encoding: 'utf8',
    });
    expect(update.status, update.stdout + update.stderr).toBe(0);
    expect(`${update.stdout}${update.stderr}`).not.toMatch(/^[WE]:/m);
    const count = (bytes: Buffer) => recordsOf(bytes).records.length;
    expect(count(readFileSync(join(folder, 'DICOMDIR')))).toBe(count(before));
  });

  it('los archivos del ZIP sin DICOMDIR son los mismos, sin el índice', async () => {
    const plain = mediaLayout(instances, { dicomdir: false });
    expect(plain.map((entry) => entry.name)).toEqual(
      mediaLayout(instances, { dicomdir: true })
        .slice(1)
        .map((entry) => entry.name),
    );
    expect(plain[0].bytes).toEqual(instances[0].bytes);
  });

  it('un nombre que no cabe en ISO 9660 se rechaza antes de escribir nada', () => {
    const instance = { ...headerOf(instances[0].bytes), path: ['dicom', 'serie-1', 'imagen.dcm'] };
    expect(() => buildDicomdir([instance])).toThrow(/ISO 9660/);
  });
});
