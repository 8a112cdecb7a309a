import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import dcmjs from 'dcmjs';

/** A UID under the UUID root (2.25), unique per call. */
export const newUid = () => `2.25.${Date.now()}${randomInt(1e9)}`;

export type DicomImageFields = {
  studyInstanceUid: string;
  seriesInstanceUid?: string;
  sopInstanceUid?: string;
  /** Digital Intra-Oral X-Ray for presentation unless said. */
  sopClassUid?: string;
  patientId: string;
  patientName?: string;
  /** YYYYMMDD */
  patientBirthDate?: string;
  studyDate?: string;
  modality?: string;
  instanceNumber?: number;
  /** Rows and columns of the square image: 16 unless said (1024 makes a 2 MiB file). */
  size?: number;
};

/** A small real DICOM Part 10 image (16×16 unless said, 16-bit grey, explicit VR little endian), as a scanner stores it, written by dcmjs. */
export function dicomImage(fields: DicomImageFields): Buffer {
  const size = fields.size ?? 16;
  const sopClassUid = fields.sopClassUid ?? '1.2.840.10008.5.1.4.1.1.1.3';
  const sopInstanceUid = fields.sopInstanceUid ?? newUid();
  const { DicomDict, DicomMetaDictionary } = dcmjs.data as unknown as {
    DicomDict: new (meta: unknown) => { dict: unknown; write(): ArrayBuffer };
    DicomMetaDictionary: { denaturalizeDataset(dataset: Record<string, unknown>): unknown };
  };
  const pixels = new Uint16Array(size * size).map((_, index) => (index * 37) % 4096);
  const file = new DicomDict(
    DicomMetaDictionary.denaturalizeDataset({
      FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
      MediaStorageSOPClassUID: sopClassUid,
      MediaStorageSOPInstanceUID: sopInstanceUid,
      TransferSyntaxUID: '1.2.840.10008.1.2.1',
      ImplementationClassUID: '2.25.1',
    }),
  );
  file.dict = DicomMetaDictionary.denaturalizeDataset({
    SOPClassUID: sopClassUid,
    SOPInstanceUID: sopInstanceUid,
    StudyInstanceUID: fields.studyInstanceUid,
    SeriesInstanceUID: fields.seriesInstanceUid ?? `${fields.studyInstanceUid}.1`,
    Modality: fields.modality ?? 'IO',
    PatientID: fields.patientId,
    PatientName: fields.patientName ?? 'PRUEBA^PACIENTE',
    PatientBirthDate: fields.patientBirthDate ?? '',
    StudyDate: fields.studyDate ?? '20260115',
    StudyDescription: 'Periapical',
    SeriesNumber: '1',
    InstanceNumber: String(fields.instanceNumber ?? 1),
    Rows: size,
    Columns: size,
    BitsAllocated: 16,
    BitsStored: 12,
    HighBit: 11,
    PixelRepresentation: 0,
    SamplesPerPixel: 1,
    PhotometricInterpretation: 'MONOCHROME2',
    PixelSpacing: ['0.1', '0.1'],
    PixelData: [pixels.buffer],
    _vrMap: { PixelData: 'OW' },
  });
  return Buffer.from(file.write());
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
