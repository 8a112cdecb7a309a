import { createHash, randomUUID } from 'node:crypto';
import { dcmjs } from '../common/dcmjs.js';
import dicomParser from 'dicom-parser';
import type { DicomInstanceRow } from './dicom.tables.js';

const mediaStorageDirectory = '1.2.840.10008.1.3.10';
const explicitLittleEndian = '1.2.840.10008.1.2.1';

/** One instance to list: where it lies on the medium and what its header says (a dicom_instances row). */
export type DicomdirInstance = Pick<
  DicomInstanceRow,
  | 'studyInstanceUid'
  | 'seriesInstanceUid'
  | 'sopInstanceUid'
  | 'sopClassUid'
  | 'transferSyntaxUid'
  | 'modality'
  | 'seriesNumber'
  | 'instanceNumber'
  | 'patientName'
  | 'patientId'
  | 'patientBirthDate'
  | 'studyDate'
> & {
  /** The file's path on the medium as ISO 9660 components, e.g. ['DICOM', 'S0001', 'I0001']. */
  path: string[];
  /** The rest of its header (DICOM JSON model), for the keys the rows do not hold: sex, study time, accession… */
  metadata?: DicomInstanceRow['metadata'];
};

/** A component of a File ID: 1 to 8 of A-Z, 0-9 and _ (PS3.10 8.2, PS3.12 ISO 9660). */
const fileIdComponent = /^[A-Z0-9_]{1,8}$/;

type RecordType = 'PATIENT' | 'STUDY' | 'SERIES' | 'IMAGE';
type DirectoryRecord = { type: RecordType; keys: Record<string, unknown>; children: DirectoryRecord[] };

/**
 * A DICOMDIR (Media Storage Directory, PS3.10 and PS3.3 annex F) for the given files, so a desktop
 * viewer opening the folder or ZIP finds every image: one PATIENT → STUDY → SERIES → IMAGE tree,
 * records depth first, siblings chained by "next" offsets and parents pointing at their first
 * child, every offset counted in bytes from the start of the file. Written by dcmjs twice: the
 * first pass lays the records out (an offset is a fixed-size UL, so the layout does not depend on
 * the values), the second writes the offsets read from that layout.
 */
export function buildDicomdir(
  instances: DicomdirInstance[],
  options: { fileSetId?: string; seed?: string } = {},
): Buffer {
  if (instances.length === 0) throw new Error('A DICOMDIR needs at least one instance');
  for (const instance of instances) {
    if (
      instance.path.length < 1 ||
      instance.path.length > 8 ||
      !instance.path.every((part) => fileIdComponent.test(part))
    )
      throw new Error(`Not an ISO 9660 file ID: ${instance.path.join('/')}`);
  }
  const { DicomDict, DicomMetaDictionary } = dcmjs().data;
  const tree = directoryTree(instances);
  const records = flatten(tree);
  // With a seed, the same files always get the same directory (a download resumed by a Range).
  const uuid = options.seed ? createHash('sha256').update(options.seed).digest('hex').slice(0, 32) : randomUUID();
  const sopInstanceUid = `2.25.${BigInt(`0x${uuid.replaceAll('-', '')}`).toString()}`;
  const write = (offsets: Map<DirectoryRecord, number>) => {
    const next = (siblings: DirectoryRecord[], index: number) => offsets.get(siblings[index + 1]) ?? 0;
    const items = records.map(({ record, siblings, index }) => ({
      ...offset('00041400', next(siblings, index)),
      ...DicomMetaDictionary.denaturalizeDataset({ RecordInUseFlag: 0xffff }),
      ...offset('00041420', offsets.get(record.children[0]) ?? 0),
      ...DicomMetaDictionary.denaturalizeDataset({ DirectoryRecordType: record.type, ...record.keys }),
    }));
    const file = new DicomDict(
      DicomMetaDictionary.denaturalizeDataset({
        FileMetaInformationVersion: new Uint8Array([0, 1]).buffer,
        MediaStorageSOPClassUID: mediaStorageDirectory,
        MediaStorageSOPInstanceUID: sopInstanceUid,
        TransferSyntaxUID: explicitLittleEndian,
        ImplementationClassUID: '2.25.329800735698586629295641978511506172918',
        ImplementationVersionName: 'LABIMG_DICOMDIR',
      }),
    );
    file.dict = {
      ...DicomMetaDictionary.denaturalizeDataset({ FileSetID: options.fileSetId ?? '' }),
      ...offset('00041200', offsets.get(tree[0]) ?? 0),
      ...offset('00041202', offsets.get(tree[tree.length - 1]) ?? 0),
      ...DicomMetaDictionary.denaturalizeDataset({ FileSetConsistencyFlag: 0 }),
      '00041220': { vr: 'SQ', Value: items },
    };
    return Buffer.from(file.write());
  };
  const layout = write(new Map());
  const offsets = new Map(records.map(({ record }, index) => [record, itemOffsets(layout)[index]]));
  const written = write(offsets);
  // The offsets only hold if the second pass laid the records out where the first did.
  const check = itemOffsets(written);
  if (check.some((offset, index) => offset !== offsets.get(records[index].record)))
    throw new Error('DICOMDIR records moved between the two passes');
  return written;
}

/** An offset element: written as UL, the VR dcmjs's dictionary knows only by the old name "up". */
function offset(tag: string, value: number) {
  return { [tag]: { vr: 'UL', Value: [value] } };
}

/** Where each item of the Directory Record Sequence starts (its Item tag), from the file's first byte. */
function itemOffsets(file: Buffer): number[] {
  const dataSet = dicomParser.parseDicom(new Uint8Array(file.buffer, file.byteOffset, file.length));
  // An item's header (tag and length) is the 8 bytes before its content.
  return (dataSet.elements.x00041220.items ?? []).map((item) => item.dataOffset - 8);
}

function directoryTree(instances: DicomdirInstance[]): DirectoryRecord[] {
  const patients = new Map<string, DirectoryRecord>();
  const studies = new Map<string, DirectoryRecord>();
  const series = new Map<string, DirectoryRecord>();
  const sorted = [...instances].sort(
    (a, b) =>
      (a.seriesNumber ?? 0) - (b.seriesNumber ?? 0) ||
      (a.instanceNumber ?? 0) - (b.instanceNumber ?? 0) ||
      a.path.join('/').localeCompare(b.path.join('/')),
  );
  for (const instance of sorted) {
    const attribute = (tag: string) => {
      const value = instance.metadata?.[tag]?.Value?.[0];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    };
    const patientKey = `${instance.patientId ?? ''}\u0000${instance.patientName ?? ''}`;
    let patient = patients.get(patientKey);
    if (!patient) {
      patient = record('PATIENT', {
        PatientName: instance.patientName ?? '',
        // Type 1 in the PATIENT record: a file without one is listed under a stand-in.
        PatientID: instance.patientId || 'SIN_ID',
        PatientBirthDate: (instance.patientBirthDate ?? '').replaceAll('-', ''),
        PatientSex: attribute('00100040'),
      });
      patients.set(patientKey, patient);
    }
    let study = studies.get(instance.studyInstanceUid);
    if (!study) {
      study = record('STUDY', {
        StudyDate: (instance.studyDate ?? '').replaceAll('-', ''),
        // Type 1 in the STUDY record: stand-ins when the file leaves them empty.
        StudyTime: attribute('00080030') || '000000',
        StudyDescription: attribute('00081030'),
        StudyInstanceUID: instance.studyInstanceUid,
        StudyID: attribute('00200010') || '1',
        AccessionNumber: attribute('00080050'),
      });
      studies.set(instance.studyInstanceUid, study);
      patient.children.push(study);
    }
    let serie = series.get(instance.seriesInstanceUid);
    if (!serie) {
      serie = record('SERIES', {
        Modality: instance.modality ?? 'OT',
        SeriesInstanceUID: instance.seriesInstanceUid,
        SeriesNumber: instance.seriesNumber ?? 0,
        SeriesDescription: attribute('0008103E'),
      });
      series.set(instance.seriesInstanceUid, serie);
      study.children.push(serie);
    }
    serie.children.push(
      record('IMAGE', {
        ReferencedFileID: instance.path,
        ReferencedSOPClassUIDInFile: instance.sopClassUid,
        ReferencedSOPInstanceUIDInFile: instance.sopInstanceUid,
        ReferencedTransferSyntaxUIDInFile: instance.transferSyntaxUid,
        InstanceNumber: instance.instanceNumber ?? 0,
      }),
    );
  }
  return [...patients.values()];
}

function record(type: RecordType, keys: Record<string, unknown>): DirectoryRecord {
  // A record whose keys are not plain ASCII says how they are encoded (PS3.3 F.5, Type 1C).
  const text = Object.values(keys).flat().join('');
  // eslint-disable-next-line no-control-regex -- the ASCII range is what it tests
  const extended = !/^[\u0000-\u007f]*$/.test(text);
  return { type, keys: extended ? { SpecificCharacterSet: 'ISO_IR 192', ...keys } : keys, children: [] };
}

/** The records depth first, as they follow each other in the sequence, each with its siblings. */
function flatten(
  siblings: DirectoryRecord[],
): { record: DirectoryRecord; siblings: DirectoryRecord[]; index: number }[] {
  return siblings.flatMap((record, index) => [{ record, siblings, index }, ...flatten(record.children)]);
}
