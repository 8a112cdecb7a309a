import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomRenderings } from '../../../server/src/dicom-web/dicom-web.tables.js';
import { seriesImagesJob } from '../../../server/src/dicom-web/series-images.job.js';
import { startDicomListener, type DicomListener } from '../../../server/src/dicom-listener/dicom-listener.js';
import { dicomReceivedStudies } from '../../../server/src/dicom-listener/dicom-listener.tables.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { studies, studyFiles } from '../../../server/src/studies/studies.tables.js';
import { dicomImage, newUid, writeDicomFiles } from '../../support/dicom-files.js';
import { jobsOf, runWaitingJobs } from '../../support/jobs.js';
import { studyTypeId } from '../../support/studies.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const run = promisify(execFile);
const scanner = 'PANORAMICO';

let server: TestServer;
let listener: DicomListener;
let folder: string;
let admin: { token: string };

/** storescu playing the scanner: every file in one association; answers its exit code and output. */
async function storescu(files: string[], callingAe = scanner, calledAe = 'PORTAL') {
  try {
    const { stdout, stderr } = await run('storescu', [
      '-aet',
      callingAe,
      '-aec',
      calledAe,
      '127.0.0.1',
      String(listener.port),
      ...files,
    ]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** One study with `count` images for the Patient ID, written as files. */
async function scannedStudy(patientId: string, count: number, extra: { patientBirthDate?: string } = {}) {
  const studyInstanceUid = newUid();
  const images = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `img${index + 1}`,
      dicomImage({ studyInstanceUid, patientId, instanceNumber: index + 1, ...extra }),
    ]),
  );
  return { studyInstanceUid, files: await writeDicomFiles(join(folder, studyInstanceUid), images) };
}

async function received(studyInstanceUid: string) {
  const [row] = await server.db
    .select()
    .from(dicomReceivedStudies)
    .where(eq(dicomReceivedStudies.studyInstanceUid, studyInstanceUid));
  return row;
}

async function filesOf(studyInstanceUid: string) {
  return server.db
    .select({ file: studyFiles, sopInstanceUid: dicomInstances.sopInstanceUid })
    .from(dicomInstances)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomInstances.fileId))
    .where(eq(dicomInstances.studyInstanceUid, studyInstanceUid));
}

/** The variants rendered of a portal study's images, sorted. */
async function renderingsOf(studyId: number) {
  const rows = await server.db
    .select({ variant: dicomRenderings.variant })
    .from(dicomRenderings)
    .innerJoin(studyFiles, eq(studyFiles.id, dicomRenderings.fileId))
    .where(eq(studyFiles.studyId, studyId));
  return rows.map((row) => row.variant).sort();
}

const INBOX = `query ($status: DicomReceivedStudyStatus) { dicomInbox(status: $status, first: 20) { totalCount edges { node {
  id studyInstanceUid status dicomPatientName dicomPatientId modality studyDate callingAeTitle imageCount studyId patient { id fullName } } } } }`;
type InboxNode = {
  id: string;
  studyInstanceUid: string;
  status: string;
  dicomPatientId: string;
  modality: string;
  studyDate: string;
  callingAeTitle: string;
  imageCount: number;
  studyId: string | null;
  patient: { id: string; fullName: string } | null;
};
async function inbox(token: string, status = 'PENDING') {
  return server.gql<{ dicomInbox: { edges: { node: InboxNode }[] } }>(INBOX, { status }, token);
}
const ASSIGN = `mutation ($input: AssignDicomReceivedStudyInput!) { assignDicomReceivedStudy(input: $input) { id status studyId imageCount patient { id } } }`;
const DISCARD = `mutation ($id: ID!) { discardDicomReceivedStudy(id: $id) { id status imageCount } }`;
const SETTINGS = `mutation ($input: LabSettingsInput!) { updateLabSettings(input: $input) { dicomAeTitle dicomCallingAeTitles scannerStudyTypeId } }`;

beforeAll(async () => {
  // The scanner is played by DCMTK: without it this suite cannot say anything, so it fails.
  await run('storescu', ['--version']).catch(() => {
    throw new Error("DCMTK's storescu is missing: apt-get install -y dcmtk");
  });
  server = await startTestServer();
  listener = await startDicomListener(server.app.deps, {
    port: 0,
    host: '127.0.0.1',
    aeTitle: 'PORTAL',
    callingAeTitles: [scanner],
  });
  folder = await mkdtemp(join(tmpdir(), 'scanner-'));
  admin = await server.signedIn('admin');
  // No study is made by itself unless a test says so.
  await server.gql(
    SETTINGS,
    { input: { scannerStudyTypeId: null, dicomAeTitle: null, dicomCallingAeTitles: null } },
    admin.token,
  );
});
afterAll(async () => {
  await listener?.close();
  await server?.close();
});

describe('el equipo envía sus estudios al portal', () => {
  it('el equipo comprueba la conexión con C-ECHO y el portal responde', async () => {
    const echo = await run('echoscu', ['-aet', scanner, '-aec', 'PORTAL', '127.0.0.1', String(listener.port)]);
    expect(echo.stderr).toBe('');
  });

  it('tres radiografías de un paciente desconocido llegan a «Recibidos del equipo», con sus bytes e índice', async () => {
    const lab = await server.signedIn('laboratory');
    const sent = await scannedStudy('EQUIPO-7', 3);
    const result = await storescu(sent.files);
    expect(result.code, result.output).toBe(0);

    const listed = await inbox(lab.token);
    expect(listed.errors).toBeUndefined();
    const { data } = listed;
    const entry = data!.dicomInbox.edges.find((edge) => edge.node.studyInstanceUid === sent.studyInstanceUid)!.node;
    expect(entry).toMatchObject({
      status: 'PENDING',
      dicomPatientId: 'EQUIPO-7',
      modality: 'IO',
      studyDate: '2026-01-15',
      callingAeTitle: scanner,
      imageCount: 3,
      studyId: null,
      patient: null,
    });
    const files = await filesOf(sent.studyInstanceUid);
    expect(files).toHaveLength(3);
    for (const { file } of files) {
      expect(file).toMatchObject({
        studyId: null,
        uploadedBy: null,
        source: 'scanner',
        mediaType: 'application/dicom',
      });
      const { size } = await server.app.deps.storage.read(file.storageKey);
      expect(size).toBe(file.size);
    }
  });

  it('el mismo archivo enviado dos veces se guarda una sola vez', async () => {
    const sent = await scannedStudy('EQUIPO-8', 2);
    expect((await storescu(sent.files)).code).toBe(0);
    const again = await storescu([sent.files[0]]);
    expect(again.code, again.output).toBe(0);
    const files = await filesOf(sent.studyInstanceUid);
    expect(files).toHaveLength(2);
    expect(new Set(files.map((row) => row.sopInstanceUid)).size).toBe(2);
  });

  it('un equipo con un AE title desconocido, o que llama a otro AE title, es rechazado y no guarda nada', async () => {
    const sent = await scannedStudy('EQUIPO-9', 1);
    const stranger = await storescu(sent.files, 'INTRUSO');
    expect(stranger.code).not.toBe(0);
    expect(stranger.output).toMatch(/Association Rejected/i);
    const wrongCalled = await storescu(sent.files, scanner, 'OTRO');
    expect(wrongCalled.code).not.toBe(0);
    expect(await received(sent.studyInstanceUid)).toBeUndefined();
    expect(await filesOf(sent.studyInstanceUid)).toHaveLength(0);
  });

  it('el administrador cambia los AE title en los ajustes y el equipo nuevo entra', async () => {
    const saved = await server.gql<{ updateLabSettings: { dicomCallingAeTitles: string } }>(
      SETTINGS,
      { input: { dicomCallingAeTitles: ' CBCT , PANORAMICO2' } },
      admin.token,
    );
    expect(saved.data!.updateLabSettings.dicomCallingAeTitles).toBe('CBCT,PANORAMICO2');
    const sent = await scannedStudy('EQUIPO-10', 1);
    expect((await storescu(sent.files, 'CBCT')).code).toBe(0);
    expect((await storescu(sent.files, scanner)).code).not.toBe(0);
    expect(await received(sent.studyInstanceUid)).toMatchObject({ callingAeTitle: 'CBCT', status: 'pending' });
    const refused = await server.gql(SETTINGS, { input: { dicomAeTitle: 'DEMASIADO-LARGO-PARA-AE' } }, admin.token);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'dicomAeTitle' });
    await server.gql(SETTINGS, { input: { dicomCallingAeTitles: null } }, admin.token);
  });
});

describe('lo recibido con el «ID para el equipo» de un paciente llega a su expediente', () => {
  it('un estudio con el ID del paciente se guarda oculto y en proceso para él, y las imágenes que llegan después se le suman', async () => {
    const typeId = await studyTypeId(server, admin.token);
    await server.gql(SETTINGS, { input: { scannerStudyTypeId: typeId } }, admin.token);
    const patient = await server.signedIn('patient');
    const sent = await scannedStudy(`P${patient.id}`, 2, { patientBirthDate: '19900415' });
    expect((await storescu(sent.files.slice(0, 1))).code).toBe(0);
    expect((await storescu(sent.files.slice(1))).code).toBe(0);

    const row = await received(sent.studyInstanceUid);
    expect(row).toMatchObject({ status: 'assigned', patientId: patient.id });
    const [study] = await server.db.select().from(studies).where(eq(studies.id, row.studyId!));
    expect(study).toMatchObject({
      patientId: patient.id,
      visible: false,
      status: 'in_progress',
      studyTypeId: Number(typeId),
      studyDate: '2026-01-15',
    });
    const files = await filesOf(sent.studyInstanceUid);
    expect(files.map(({ file }) => file.studyId)).toEqual([study.id, study.id]);
    // Images sent one by one gather under one waiting job per study, run when the scanner is done.
    const imagesJob = { studyId: study.id };
    expect(await jobsOf(server, seriesImagesJob, imagesJob)).toEqual([expect.objectContaining({ state: 'created' })]);
    expect(await renderingsOf(study.id)).toEqual([]);
    await runWaitingJobs(server, seriesImagesJob, imagesJob);
    expect(await renderingsOf(study.id)).toEqual(['f1-1024x1024-wfile-jpeg', 'f1-128x128-wfile-jpeg']);
    // Hidden: the patient does not see it until staff review it.
    const seen = await server.gql<{ study: unknown }>(`{ study(id: "${study.id}") { id } }`, {}, patient.token);
    expect(seen.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    await server.gql(SETTINGS, { input: { scannerStudyTypeId: null } }, admin.token);
  });

  it('si la fecha de nacimiento no coincide con la del paciente, espera en la bandeja', async () => {
    const patient = await server.signedIn('patient');
    const sent = await scannedStudy(`p${patient.id}`, 1, { patientBirthDate: '19851231' });
    expect((await storescu(sent.files)).code).toBe(0);
    expect(await received(sent.studyInstanceUid)).toMatchObject({ status: 'pending', patientId: null, studyId: null });
  });
});

describe('el personal asigna o descarta lo recibido', () => {
  it('el laboratorio asigna un estudio recibido a un paciente: queda visible en su expediente con las imágenes', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    const typeId = await studyTypeId(server, lab.token);
    const sent = await scannedStudy('SIN-ID', 2);
    expect((await storescu(sent.files)).code).toBe(0);
    const { id } = await received(sent.studyInstanceUid);

    for (const role of ['doctor', 'patient'] as const) {
      const other = await server.signedIn(role);
      const refused = await server.gql(
        ASSIGN,
        { input: { id: String(id), patientId: String(patient.id), studyTypeId: typeId } },
        other.token,
      );
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await inbox(other.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }

    const assigned = await server.gql<{
      assignDicomReceivedStudy: { status: string; studyId: string; imageCount: number };
    }>(ASSIGN, { input: { id: String(id), patientId: String(patient.id), studyTypeId: typeId } }, lab.token);
    expect(assigned.data!.assignDicomReceivedStudy).toMatchObject({ status: 'ASSIGNED', imageCount: 2 });
    const studyId = assigned.data!.assignDicomReceivedStudy.studyId;
    const seen = await server.gql<{ study: { visible: boolean; files: { mediaType: string }[] } }>(
      `{ study(id: "${studyId}") { visible files { mediaType } } }`,
      {},
      patient.token,
    );
    expect(seen.data!.study).toEqual({
      visible: true,
      files: [{ mediaType: 'application/dicom' }, { mediaType: 'application/dicom' }],
    });
    // Assigned as a whole, its thumbnail and preview are made at once.
    await server.app.deps.jobs.idle();
    expect(await renderingsOf(Number(studyId))).toEqual(['f1-1024x1024-wfile-jpeg', 'f1-128x128-wfile-jpeg']);
    const again = await server.gql(
      ASSIGN,
      { input: { id: String(id), patientId: String(patient.id), studyTypeId: typeId } },
      lab.token,
    );
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it('recepción descarta un estudio recibido: se borran sus filas y sus bytes; el doctor no puede', async () => {
    const office = await server.signedIn('office-admin');
    const doctor = await server.signedIn('doctor');
    const sent = await scannedStudy('BASURA', 2);
    expect((await storescu(sent.files)).code).toBe(0);
    const { id } = await received(sent.studyInstanceUid);
    const keys = (await filesOf(sent.studyInstanceUid)).map(({ file }) => file.storageKey);

    const refused = await server.gql(DISCARD, { id: String(id) }, doctor.token);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const discarded = await server.gql<{ discardDicomReceivedStudy: { status: string; imageCount: number } }>(
      DISCARD,
      { id: String(id) },
      office.token,
    );
    expect(discarded.data!.discardDicomReceivedStudy).toEqual({ id: String(id), status: 'DISCARDED', imageCount: 0 });
    expect(await filesOf(sent.studyInstanceUid)).toHaveLength(0);
    expect(await server.db.select().from(studyFiles).where(inArray(studyFiles.storageKey, keys))).toHaveLength(0);
    for (const key of keys)
      await expect(server.app.deps.storage.read(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const pending = await inbox(office.token);
    expect(pending.data!.dicomInbox.edges.map((edge) => edge.node.id)).not.toContain(String(id));
  });
});
