import { eq, inArray } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { studies, studyFiles } from '../../../server/src/studies/studies.tables.js';
import { dicomImage, newUid } from '../../support/dicom-files.js';
import { createStudy, studyTypeId, uploadFile, xrayPng } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Staged = { id: number; name: string; dicom: { sopInstanceUid: string; patientName: string | null } | null };
type UploadAnswer = { data: Staged; files: Staged[]; refused: { fileName: string; message: string }[] };

/** A ZIP of the given entries, in memory (test files are a few kilobytes). */
function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(entries)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** The file cut just before its Pixel Data element (7FE0,0010): a header that promises an image it lacks. */
function withoutPixelData(file: Buffer): Buffer {
  return file.subarray(0, file.lastIndexOf(Buffer.from([0xe0, 0x7f, 0x10, 0x00])));
}

describe(`imágenes DICOM al subir un estudio (${databaseKind()})`, () => {
  let server: TestServer;
  let lab: Awaited<ReturnType<TestServer['signedIn']>>;
  let patient: Awaited<ReturnType<TestServer['signedIn']>>;
  let typeId: string;
  const studyUid = newUid();
  const seriesUid = newUid();
  // The patient as the scanner records them: Family^Given, and the birth date the portal has.
  const scanned = (instanceNumber: number, fields: Partial<Parameters<typeof dicomImage>[0]> = {}) =>
    dicomImage({
      studyInstanceUid: studyUid,
      seriesInstanceUid: seriesUid,
      patientId: 'P-EXT-1',
      patientName: 'Ramírez Soto^Elena',
      patientBirthDate: '19900415',
      modality: 'CT',
      instanceNumber,
      ...fields,
    });

  beforeAll(async () => {
    server = await startTestServer();
    lab = await server.signedIn('laboratory');
    patient = await server.signedIn('patient', {
      name: 'Elena',
      lastname: 'Ramírez',
      motherLastname: 'Soto',
    }); // born 1990-04-15, as the factories make every user
    typeId = await studyTypeId(server, lab.token);
  });
  afterAll(() => server.close());

  const upload = async (bytes: Uint8Array, name: string) => {
    const response = await uploadFile(server, lab.token, bytes, name);
    return {
      status: response.statusCode,
      body: response.json() as UploadAnswer & { message: string; fileName: string },
    };
  };
  const save = (fileIds: number[], extra: Record<string, unknown> = {}) =>
    createStudy(server, lab.token, {
      patientId: String(patient.id),
      studyTypeId: typeId,
      studyDate: '2026-11-20',
      fileIds: fileIds.map(String),
      ...extra,
    });
  const instancesOfStudy = (studyId: string) =>
    server.db
      .select({ sop: dicomInstances.sopInstanceUid, series: dicomInstances.seriesInstanceUid })
      .from(dicomInstances)
      .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
      .where(eq(studyFiles.studyId, Number(studyId)));

  it('el laboratorio sube una carpeta de cortes de una tomografía: cada archivo queda indexado en su serie y el estudio los guarda', async () => {
    const staged: Staged[] = [];
    for (let slice = 1; slice <= 4; slice += 1) {
      const answer = await upload(scanned(slice), `CT000${slice}.dcm`);
      expect(answer.status).toBe(201);
      staged.push(answer.body.data);
    }
    expect(staged.map((file) => file.dicom?.patientName)).toEqual(Array(4).fill('Ramírez Soto^Elena'));

    const saved = await save(staged.map((file) => file.id));
    expect(saved.errors).toBeUndefined();
    const instances = await instancesOfStudy(saved.data!.createStudy.id);
    expect(instances).toHaveLength(4);
    expect(new Set(instances.map((instance) => instance.series))).toEqual(new Set([seriesUid]));
  });

  it('un ZIP exportado por el equipo, con DICOMDIR, se abre: cada imagen se guarda por separado y lo demás se deja fuera', async () => {
    const series = newUid();
    const zip = await zipOf({
      DICOMDIR: Buffer.from('directorio del medio'),
      'DICOM/S0001/I0001': scanned(1, { seriesInstanceUid: series }),
      'DICOM/S0001/I0002': scanned(2, { seriesInstanceUid: series }),
      'LEEME.TXT': Buffer.from('Visor incluido en el disco'),
    });
    const answer = await upload(zip, 'tomografia.zip');

    expect(answer.status).toBe(201);
    expect(answer.body.files.map((file) => file.name)).toEqual(['I0001', 'I0002']);
    expect(answer.body.files.every((file) => file.dicom !== null)).toBe(true);
    expect(answer.body.refused).toEqual([]);
  });

  it('un ZIP sin DICOMDIR con una imagen cortada: las sanas se guardan y la cortada se nombra con el motivo', async () => {
    const whole = scanned(1, { seriesInstanceUid: newUid() });
    const zip = await zipOf({
      'corte-1.dcm': whole,
      'corte-2.dcm': scanned(2).subarray(0, whole.length - 100),
    });
    const answer = await upload(zip, 'exportacion.zip');

    expect(answer.status).toBe(201);
    expect(answer.body.files.map((file) => file.name)).toEqual(['corte-1.dcm']);
    expect(answer.body.refused).toEqual([{ fileName: 'corte-2.dcm', message: messages.dicomTruncated }]);
  });

  it('un ZIP sin imágenes DICOM se guarda entero, como antes', async () => {
    const answer = await upload(await zipOf({ 'fotos/frente.png': xrayPng }), 'fotos.zip');
    expect(answer.status).toBe(201);
    expect(answer.body.files).toHaveLength(1);
    expect(answer.body.data).toMatchObject({ name: 'fotos.zip', dicom: null });
  });

  it('un archivo cortado, uno sin imagen y una imagen PNG renombrada .dcm se rechazan nombrando el archivo; no queda nada guardado', async () => {
    const before = await server.db.select({ id: studyFiles.id }).from(studyFiles);
    const whole = scanned(9);
    const cases = [
      { bytes: whole.subarray(0, whole.length - 64), name: 'cortado.dcm', message: messages.dicomTruncated },
      { bytes: withoutPixelData(whole), name: 'sin-imagen.dcm', message: messages.dicomNoPixelData },
      { bytes: xrayPng, name: 'panoramica.dcm', message: messages.dicomNotDicom },
    ];
    for (const { bytes, name, message } of cases) {
      const answer = await upload(bytes, name);
      expect(answer.status, name).toBe(400);
      expect(answer.body).toMatchObject({ message, fileName: name, field: 'file' });
    }
    const after = await server.db.select({ id: studyFiles.id }).from(studyFiles);
    expect(after.length).toBe(before.length);
  });

  it('imágenes de otro paciente: el estudio no se guarda hasta que el laboratorio compara a los dos y confirma', async () => {
    const other = await upload(
      scanned(1, { seriesInstanceUid: newUid(), patientName: 'Pérez^Jorge', patientBirthDate: '19700101' }),
      'otro.dcm',
    );
    const fileIds = [other.body.data.id];
    const studiesBefore = await server.db
      .select({ id: studies.id })
      .from(studies)
      .where(eq(studies.patientId, patient.id));

    const refused = await save(fileIds);
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.dicomPatientMismatch,
      extensions: {
        code: 'CONFLICT',
        field: 'dicomPatientConfirmed',
        portalPatient: { name: 'Elena Ramírez Soto', birthDate: '1990-04-15' },
        dicomPatients: [{ name: 'Jorge Pérez', birthDate: '1970-01-01', patientId: 'P-EXT-1' }],
      },
    });
    const studiesBetween = await server.db
      .select({ id: studies.id })
      .from(studies)
      .where(eq(studies.patientId, patient.id));
    expect(studiesBetween).toHaveLength(studiesBefore.length);

    const confirmed = await save(fileIds, { dicomPatientConfirmed: true });
    expect(confirmed.errors).toBeUndefined();
    expect(await instancesOfStudy(confirmed.data!.createStudy.id)).toHaveLength(1);
  });

  it('la misma imagen subida dos veces queda una sola vez en el estudio, y sus bytes repetidos se borran', async () => {
    const sop = newUid();
    const image = scanned(1, { seriesInstanceUid: newUid(), sopInstanceUid: sop });
    const first = await upload(image, 'I0001.dcm');
    const again = await upload(image, 'I0001-copia.dcm');
    const [copy] = await server.db
      .select({ key: studyFiles.storageKey })
      .from(studyFiles)
      .where(eq(studyFiles.id, again.body.data.id));

    const saved = await save([first.body.data.id, again.body.data.id]);
    expect(saved.errors).toBeUndefined();
    expect(await instancesOfStudy(saved.data!.createStudy.id)).toEqual([expect.objectContaining({ sop })]);
    const left = await server.db
      .select({ id: studyFiles.id })
      .from(studyFiles)
      .where(inArray(studyFiles.id, [first.body.data.id, again.body.data.id]));
    expect(left.map((row) => row.id)).toEqual([first.body.data.id]);
    await expect(server.app.deps.storage.read(copy.key)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
