// What the DICOMweb benches share: the built server on a fresh embedded database with the demo
// accounts, a CBCT-like series of 512x512 16-bit slices uploaded by the laboratory and saved as
// the demo patient's study, and figures printed with their range and the machine's load.
// BENCH_DB=postgres runs the server on a database created for the bench on the PostgreSQL server
// at TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) and dropped at the end, as
// in production; BENCH_CPU_PROF=<folder> writes the server's CPU profile (node --cpu-prof) there.
import dcmjs from 'dcmjs';
import { demoStudyParties, gql, startBuiltServer, uploadStudyFile } from './support.mjs';

export const slicePixels = 512;

/** A 512x512 16-bit CT slice (explicit VR little endian) whose pixels differ by slice. */
export function ctSlice({ studyUid, seriesUid, sopUid, instanceNumber }) {
  const value = (vr, ...values) => ({ vr, Value: values });
  const pixels = new Uint16Array(slicePixels * slicePixels);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % slicePixels) * 4 + instanceNumber * 37) % 4096;
  const dict = new dcmjs.data.DicomDict({
    '00020001': value('OB', new Uint8Array([0, 1]).buffer),
    '00020002': value('UI', '1.2.840.10008.5.1.4.1.1.2'),
    '00020003': value('UI', sopUid),
    '00020010': value('UI', '1.2.840.10008.1.2.1'),
    '00020012': value('UI', '1.2.826.0.1.3680043.10.1'),
  });
  dict.dict = {
    '00080016': value('UI', '1.2.840.10008.5.1.4.1.1.2'),
    '00080018': value('UI', sopUid),
    '00080060': value('CS', 'CT'),
    '00100010': value('PN', { Alphabetic: 'Banco^Prueba' }),
    '0020000D': value('UI', studyUid),
    '0020000E': value('UI', seriesUid),
    '00200013': value('IS', instanceNumber),
    '00280002': value('US', 1),
    '00280004': value('CS', 'MONOCHROME2'),
    '00280010': value('US', slicePixels),
    '00280011': value('US', slicePixels),
    '00280030': value('DS', 0.2, 0.2),
    '00280100': value('US', 16),
    '00280101': value('US', 12),
    '00280102': value('US', 11),
    '00280103': value('US', 0),
    '7FE00010': value('OW', pixels.buffer),
  };
  return Buffer.from(dict.write());
}

const uid = () => `2.25.${BigInt(`0x${crypto.randomUUID().replaceAll('-', '')}`).toString()}`;

/**
 * Starts the built server and saves a series of `slices` slices for the demo patient; answers
 * where it listens, the laboratory's token, the UIDs and a stop function. `minutes` bounds the
 * whole bench.
 */
export async function startWithSeries(name, slices, minutes) {
  const started = await startBuiltServer(name, minutes);
  try {
    return { ...(await seriesOnServer(started.origin, slices)), dataDir: started.dataDir, stop: started.stop };
  } catch (error) {
    await started.stop();
    throw error;
  }
}

async function seriesOnServer(origin, slices) {
  const { token, patientId, studyTypeId } = await demoStudyParties(origin);
  const uids = { study: uid(), series: uid(), instances: [] };
  const fileIds = [];
  for (let number = 1; number <= slices; number++) {
    const sopUid = uid();
    uids.instances.push(sopUid);
    const bytes = ctSlice({ studyUid: uids.study, seriesUid: uids.series, sopUid, instanceNumber: number });
    const staged = await uploadStudyFile(origin, token, {
      bytes,
      name: `corte-${number}.dcm`,
      mediaType: 'application/octet-stream',
    });
    fileIds.push(String(staged.id));
  }
  const { createStudy } = await gql(
    origin,
    'mutation ($input: NewStudyInput!) { createStudy(input: $input) { id } }',
    { input: { patientId, studyTypeId, studyDate: '2026-11-20', fileIds, dicomPatientConfirmed: true } },
    token,
  );
  return { origin, token, studyId: createStudy.id, uids };
}
