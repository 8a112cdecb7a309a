import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { studyFiles } from '../../../server/src/studies/studies.tables.js';
import type { PhantomInstance } from '../../../server/src/seed/dicom-phantoms.js';
import {
  folderOf,
  pixelDataOf,
  pngNamedDcm,
  scannerPatient,
  smallCbct,
  smallIntraoral,
  smallPanoramic,
  truncated,
  uploadDicomStudy,
  withoutPixelData,
  type DicomSet,
} from '../../support/dicom-files.js';
import { stagedFile, uploadFile } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// The test DICOM files (tests/support/dicom-files.ts) go through the real upload route: what the
// index holds for each is what the file says of itself, read back from the bytes sent.
describe(`archivos DICOM de prueba a través de la subida real (${databaseKind()})`, () => {
  let server: TestServer;
  let cbct: DicomSet;
  let panoramic: PhantomInstance;
  let intraoral: PhantomInstance;
  beforeAll(async () => {
    server = await startTestServer();
    cbct = smallCbct();
    panoramic = smallPanoramic({ studyInstanceUid: cbct.instances[0].studyInstanceUid });
    intraoral = await smallIntraoral({ studyInstanceUid: cbct.instances[0].studyInstanceUid });
  });
  afterAll(() => server.close());

  const indexOf = async (fileIds: number[]) =>
    new Map(
      (await server.db.select().from(dicomInstances).where(inArray(dicomInstances.fileId, fileIds))).map((row) => [
        row.fileId,
        row,
      ]),
    );

  it('el laboratorio sube un CBCT de 20 cortes, una panorámica y una periapical JPEG-LS: cada archivo queda indexado con sus UIDs, espaciado, cuadros y píxeles', async () => {
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const files = [
      ...folderOf([cbct]),
      { name: 'PX/PX0001.dcm', bytes: panoramic.bytes },
      { name: 'IO/IO0001.dcm', bytes: intraoral.bytes },
    ];
    const { staged, study } = await uploadDicomStudy(server, lab.token, patient.id, files);

    // The upload's answer names where each file belongs and the patient as the scanner knew them.
    expect(staged[0].dicom).toEqual({
      studyInstanceUid: cbct.instances[0].studyInstanceUid,
      seriesInstanceUid: cbct.instances[0].seriesInstanceUid,
      sopInstanceUid: cbct.instances[0].sopInstanceUid,
      modality: 'CT',
      patientName: scannerPatient.name,
      patientId: scannerPatient.id,
      patientBirthDate: scannerPatient.birthDate,
      studyDate: '2026-11-20',
      rows: 64,
      columns: 64,
      frames: 1,
    });
    expect(study.files).toHaveLength(22);

    // The JSON model is made after the save, by a job, not while the files upload.
    await server.app.deps.jobs.idle();
    const index = await indexOf(staged.map((file) => file.id));
    const slices = cbct.instances.map((instance, at) => ({ instance, row: index.get(staged[at].id)! }));
    for (const [at, { instance, row }] of slices.entries()) {
      expect(row).toMatchObject({
        studyInstanceUid: instance.studyInstanceUid,
        seriesInstanceUid: instance.seriesInstanceUid,
        sopInstanceUid: instance.sopInstanceUid,
        sopClassUid: '1.2.840.10008.5.1.4.1.1.2',
        transferSyntaxUid: '1.2.840.10008.1.2.1',
        instanceNumber: at + 1,
        seriesNumber: 1,
        pixelSpacingRow: 1.2,
        pixelSpacingColumn: 1.2,
        sliceThickness: 3,
        windowCenter: 700,
        windowWidth: 3200,
        bitsAllocated: 16,
        photometricInterpretation: 'MONOCHROME2',
        pixelDataOffset: pixelDataOf(instance.bytes).offset,
        pixelDataLength: 64 * 64 * 2,
      });
    }
    // Slices are 3 mm apart from the chin up, with the same orientation: a volume a viewer can reformat.
    const heights = slices.map(({ row }) => Number((row.metadata!['00200032'].Value as number[])[2]));
    expect(heights.slice(1).map((height, at) => Number((height - heights[at]).toFixed(3)))).toEqual(Array(19).fill(3));
    expect(slices[0].row.metadata!['00200037'].Value).toEqual([1, 0, 0, 0, 1, 0]);
    expect(slices[0].row.metadata!['00281052'].Value).toEqual([-1024]);

    expect(index.get(staged[20].id)).toMatchObject({
      sopInstanceUid: panoramic.sopInstanceUid,
      sopClassUid: '1.2.840.10008.5.1.4.1.1.1',
      modality: 'PX',
      rows: 128,
      columns: 128,
      pixelSpacingRow: 140 / 128,
      pixelDataLength: 128 * 128 * 2,
      pixelDataOffset: pixelDataOf(panoramic.bytes).offset,
    });
    expect(index.get(staged[21].id)).toMatchObject({
      sopInstanceUid: intraoral.sopInstanceUid,
      seriesInstanceUid: intraoral.seriesInstanceUid,
      sopClassUid: '1.2.840.10008.5.1.4.1.1.1.3',
      transferSyntaxUid: '1.2.840.10008.1.2.4.80',
      modality: 'IO',
      seriesNumber: 2,
      rows: 96,
      columns: 128,
      pixelSpacingRow: 0.2,
      frames: 1,
      // Encapsulated: fragments of undefined length, closed by the sequence delimiter.
      pixelDataLength: null,
      pixelDataOffset: pixelDataOf(intraoral.bytes).offset,
    });
    // All three series belong to one DICOM study, the one the phantoms were made for.
    expect(new Set([...index.values()].map((row) => row.studyInstanceUid))).toEqual(
      new Set([cbct.instances[0].studyInstanceUid]),
    );
  });

  it('subido y aún sin guardar, un archivo tiene su índice pero no su modelo JSON, que se hace después', async () => {
    const lab = await server.signedIn('laboratory');
    const [slice] = smallCbct().instances;
    const file = await stagedFile(server, lab.token, slice.bytes, 'CT0001.dcm');
    const row = (await indexOf([file.id])).get(file.id);
    expect(row).toMatchObject({ sopInstanceUid: slice.sopInstanceUid, rows: 64, columns: 64, metadata: null });
  });

  it('un DICOM cortado, uno sin imagen y un PNG renombrado .dcm se rechazan con su nombre y un motivo en español, sin dejar filas', async () => {
    const lab = await server.signedIn('laboratory');
    const refusals = [
      { name: 'CT0007.dcm', bytes: truncated(cbct.instances[6]), message: messages.dicomTruncated },
      { name: 'PX0001.dcm', bytes: withoutPixelData(panoramic), message: messages.dicomNoPixelData },
      { name: pngNamedDcm.name, bytes: pngNamedDcm.bytes, message: messages.dicomNotDicom },
    ];
    const before = await server.db
      .select({ id: studyFiles.id })
      .from(studyFiles)
      .where(eq(studyFiles.uploadedBy, lab.id));
    for (const refused of refusals) {
      const response = await uploadFile(server, lab.token, refused.bytes, refused.name);
      expect(response.statusCode, refused.name).toBe(400);
      expect(response.json()).toMatchObject({ message: refused.message, fileName: refused.name });
    }
    const after = await server.db
      .select({ id: studyFiles.id })
      .from(studyFiles)
      .where(eq(studyFiles.uploadedBy, lab.id));
    expect(after).toEqual(before);
  });

  it('el mismo seed da los mismos bytes y UIDs; otro seed, otro estudio', () => {
    const again = smallCbct();
    expect(again.instances.map((instance) => instance.bytes)).toEqual(cbct.instances.map((instance) => instance.bytes));
    const other = smallCbct({ seed: 'otro' });
    expect(other.instances[0].studyInstanceUid).not.toBe(cbct.instances[0].studyInstanceUid);
    expect(other.instances[0].sopInstanceUid).toMatch(/^2\.25\.\d{1,39}$/);
  });
});
