import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { studyShares } from '../../../server/src/study-shares/study-shares.tables.js';
import type { TestUser } from '../../support/factories.js';
import type { StudyResult } from '../../support/studies.js';
import {
  CREATE_SHARE,
  dicomRadiograph,
  OPEN_SHARED,
  REVOKE_SHARE,
  SEND_SHARE,
  type Share,
  type SharedAnswer,
  STUDY_SHARES,
  studyWithDicom,
  tokenOf,
} from '../../support/study-shares.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const run = promisify(execFile);
type Signed = TestUser & { token: string };

describe(`enlaces para compartir un estudio (${databaseKind()})`, () => {
  let server: TestServer;
  let lab: Signed;
  let doctor: Signed;
  let otherDoctor: Signed;
  let patient: Signed;
  let otherPatient: Signed;
  let study: StudyResult;

  beforeAll(async () => {
    server = await startTestServer();
    lab = await server.signedIn('laboratory');
    doctor = await server.signedIn('doctor');
    otherDoctor = await server.signedIn('doctor');
    patient = await server.signedIn('patient', {
      doctorId: doctor.id,
      name: 'Lucía',
      lastname: 'Pérez',
      motherLastname: 'García',
    });
    otherPatient = await server.signedIn('patient', { doctorId: otherDoctor.id });
    study = await studyWithDicom(server, lab.token, patient.id, await dicomRadiograph());
  });
  afterAll(() => server.close());

  const share = async (token: string, input: Record<string, unknown> = {}) => {
    const result = await server.gql<{ createStudyShare: Share }>(
      CREATE_SHARE,
      { input: { studyId: study.id, ...input } },
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createStudyShare;
  };
  const open = async (token: string, pin?: string, remoteAddress?: string) => {
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: OPEN_SHARED, variables: { token, pin } },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return response.json() as {
      data?: { openSharedStudy: SharedAnswer };
      errors?: { message: string; extensions: Record<string, unknown> }[];
    };
  };
  const stateOf = async (token: string, pin?: string) => (await open(token, pin)).data!.openSharedStudy;
  const rowOf = async (id: string) =>
    (
      await server.db
        .select()
        .from(studyShares)
        .where(eq(studyShares.id, Number(id)))
    )[0];

  it('el laboratorio crea un enlace con PIN: el enlace y el PIN se muestran una vez y solo se guardan sus hash', async () => {
    const created = await share(lab.token, { days: 10, withPin: true, allowDownload: true });
    expect(created.url).toMatch(new RegExp(`^http://localhost:\\d+/compartir/[A-Za-z0-9_-]{43}$`));
    expect(created.pin).toMatch(/^\d{6}$/);
    expect(created).toMatchObject({ withPin: true, allowDownload: true, opens: 0, revokedAt: null });
    expect(created.createdByName).toBe(lab.fullName.split(' ').slice(0, 2).join(' '));
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.99);
    expect(days).toBeLessThan(10.01);

    const row = await rowOf(created.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(tokenOf(created)).digest('hex'));
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(created.pin);
    expect(JSON.stringify(row)).not.toContain(tokenOf(created));

    const listed = await server.gql<{ studyShares: Share[] }>(STUDY_SHARES, { studyId: study.id }, lab.token);
    const again = listed.data!.studyShares.find((item) => item.id === created.id)!;
    expect(again).toMatchObject({ pin: null, url: null, withPin: true });
  });

  it('sin decir los días el enlace dura 7; 0 o 31 días se rechazan y no se guarda nada', async () => {
    const created = await share(lab.token);
    expect(Math.round((Date.parse(created.expiresAt) - Date.now()) / 86_400_000)).toBe(7);
    expect(created).toMatchObject({ withPin: false, pin: null, allowDownload: false });
    const before = await server.db.$count(studyShares, eq(studyShares.studyId, Number(study.id)));
    for (const days of [0, 31, -2]) {
      const refused = await server.gql(CREATE_SHARE, { input: { studyId: study.id, days } }, lab.token);
      expect(refused.errors![0]).toMatchObject({
        message: messages.shareDaysInvalid,
        extensions: { code: 'BAD_USER_INPUT', field: 'days' },
      });
    }
    expect(await server.db.$count(studyShares, eq(studyShares.studyId, Number(study.id)))).toBe(before);
  });

  it('el doctor del paciente y la paciente comparten, ven y revocan; otro doctor u otra paciente no encuentran nada', async () => {
    const byDoctor = await share(doctor.token);
    const byPatient = await share(patient.token, { days: 30 });
    const listed = await server.gql<{ studyShares: Share[] }>(STUDY_SHARES, { studyId: study.id }, patient.token);
    const ids = listed.data!.studyShares.map((item) => item.id);
    expect(ids.indexOf(byPatient.id)).toBeLessThan(ids.indexOf(byDoctor.id));

    for (const outsider of [otherDoctor, otherPatient]) {
      for (const [query, variables] of [
        [CREATE_SHARE, { input: { studyId: study.id } }],
        [STUDY_SHARES, { studyId: study.id }],
        [REVOKE_SHARE, { id: byDoctor.id }],
      ] as const) {
        const refused = await server.gql(query, variables, outsider.token);
        expect(refused.errors![0].extensions!.code).toBe('NOT_FOUND');
      }
    }
    expect((await rowOf(byDoctor.id)).revokedAt).toBeNull();

    const revoked = await server.gql<{ revokeStudyShare: Share }>(REVOKE_SHARE, { id: byDoctor.id }, patient.token);
    expect(revoked.data!.revokeStudyShare.revokedAt).not.toBeNull();
    const after = await server.gql<{ studyShares: Share[] }>(STUDY_SHARES, { studyId: study.id }, doctor.token);
    expect(after.data!.studyShares.map((item) => item.id)).not.toContain(byDoctor.id);
    expect(after.data!.studyShares.map((item) => item.id)).toContain(byPatient.id);
    expect((await stateOf(tokenOf(byDoctor))).state).toBe('REVOKED');
  });

  it('sin sesión no se crea ni se lista nada', async () => {
    const refused = await server.gql(CREATE_SHARE, { input: { studyId: study.id } });
    expect(refused.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('quien recibe un enlace sin PIN ve el laboratorio, el estudio, las iniciales de la paciente y el reporte; cada apertura se cuenta y se registra', async () => {
    const created = await share(lab.token);
    const opened = await stateOf(tokenOf(created));
    expect(opened.state).toBe('OPEN');
    expect(opened.study).toMatchObject({
      studyId: study.id,
      labName: 'Laboratorio de Imagen Diagnóstica',
      studyTypeName: 'Radiografía panorámica',
      studyDate: '2026-11-20',
      patientInitials: 'L. P. G.',
      zipUrl: null,
    });
    expect(JSON.stringify(opened)).not.toContain('Lucía');
    expect(opened.study!.files.map((file) => file.name).sort()).toEqual(['panoramica.png', 'reporte.pdf']);

    const pdf = opened.study!.files.find((file) => file.mediaType === 'application/pdf')!;
    const download = await server.inject({ method: 'GET', url: pdf.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const noGrant = await server.inject({ method: 'GET', url: `/shares/files/${pdf.id}` });
    expect(noGrant.statusCode).toBe(404);
    const zip = await server.inject({ method: 'GET', url: `/shares/zip?grant=${opened.study!.grant}` });
    expect(zip.statusCode).toBe(404);

    await stateOf(tokenOf(created));
    const row = await rowOf(created.id);
    expect(row.opens).toBe(2);
    expect(row.lastOpenedAt).not.toBeNull();
    const logged = await server.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.shareId, Number(created.id)));
    expect(logged.map((entry) => entry.action).sort()).toEqual(['share_download', 'share_open', 'share_open']);
    for (const entry of logged)
      expect(entry).toMatchObject({
        channel: 'share',
        userId: null,
        userName: `Enlace compartido #${created.id}`,
        studyId: Number(study.id),
        patientId: patient.id,
        allowed: true,
      });
  });

  it('cinco PIN equivocados bloquean el enlace 15 minutos; el PIN correcto tampoco abre hasta entonces', async () => {
    const created = await share(lab.token, { withPin: true });
    const token = tokenOf(created);
    const wrong = created.pin === '000000' ? '111111' : '000000';
    expect(await stateOf(token)).toMatchObject({ state: 'PIN_REQUIRED', study: null });
    for (const left of [4, 3, 2, 1])
      expect(await stateOf(token, wrong)).toMatchObject({ state: 'WRONG_PIN', attemptsLeft: left });
    const locked = await stateOf(token, wrong);
    expect(locked.state).toBe('LOCKED');
    const minutes = (Date.parse(locked.lockedUntil!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await stateOf(token, created.pin!)).toMatchObject({ state: 'LOCKED', study: null });
    expect((await rowOf(created.id)).opens).toBe(0);

    const malformed = await open(token, '12ab');
    expect(malformed.errors![0]).toMatchObject({ message: messages.sharePinInvalid, extensions: { field: 'pin' } });

    // Fifteen minutes later, as the row says: the lock is over.
    await server.db
      .update(studyShares)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(studyShares.id, Number(created.id)));
    const opened = await stateOf(token, created.pin!);
    expect(opened.state).toBe('OPEN');
    expect(opened.study!.patientInitials).toBe('L. P. G.');
  });

  it('adivinar enlaces tiene un límite por dirección: al pasarlo ni un enlace válido abre desde ahí', async () => {
    const created = await share(lab.token);
    const guesser = '203.0.113.9';
    for (let guess = 0; guess < 20; guess += 1) {
      const answer = await open(`${'A'.repeat(40)}${String(guess).padStart(3, '0')}`, undefined, guesser);
      expect(answer.data!.openSharedStudy.state).toBe('NOT_FOUND');
    }
    const refused = await open(tokenOf(created), undefined, guesser);
    expect(refused.errors![0]).toMatchObject({
      message: messages.tooManyAttempts,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await open(tokenOf(created), undefined, '203.0.113.10')).data!.openSharedStudy.state).toBe('OPEN');
  });

  it('un enlace vencido dice EXPIRED y sus archivos ya no abren', async () => {
    const created = await share(lab.token);
    const opened = await stateOf(tokenOf(created));
    await server.db
      .update(studyShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studyShares.id, Number(created.id)));
    expect(await stateOf(tokenOf(created))).toMatchObject({ state: 'EXPIRED', study: null });
    const file = await server.inject({ method: 'GET', url: opened.study!.files[0].url });
    expect(file.statusCode).toBe(404);
  });

  it('el laboratorio oculta un estudio compartido: su enlace deja de abrir, como revocado, y sus archivos tampoco', async () => {
    const hiddenLater = await studyWithDicom(server, lab.token, patient.id, await dicomRadiograph());
    const created = await server.gql<{ createStudyShare: Share }>(
      CREATE_SHARE,
      { input: { studyId: hiddenLater.id } },
      lab.token,
    );
    const link = tokenOf(created.data!.createStudyShare);
    const opened = await stateOf(link);
    expect(opened.state).toBe('OPEN');

    const hidden = await server.gql(
      'mutation ($id: ID!) { setStudyVisible(id: $id, visible: false) { id } }',
      { id: hiddenLater.id },
      lab.token,
    );
    expect(hidden.errors).toBeUndefined();
    expect(await stateOf(link)).toMatchObject({ state: 'REVOKED', study: null });
    const file = await server.inject({ method: 'GET', url: opened.study!.files[0].url });
    expect(file.statusCode).toBe(404);
  });

  it('«Enviar por correo» manda un enlace al mismo estudio y el nombre del laboratorio en el idioma de quien envía, nunca el PIN', async () => {
    const created = await share(patient.token, { withPin: true });
    const sent = await server.gql<{ sendStudyShareEmail: boolean }>(
      SEND_SHARE,
      { id: created.id, email: 'colega@consultorio.mx', token: tokenOf(created) },
      patient.token,
      { 'accept-language': 'en' },
    );
    expect(sent.data!.sendStudyShareEmail).toBe(true);
    const mail = (await server.outbox()).find((item) => item.to === 'colega@consultorio.mx')!;
    expect(mail.text).toContain('Laboratorio de Imagen Diagnóstica');
    expect(mail.html).toContain('lang="en"');
    expect(mail.text).not.toContain(created.pin!);
    expect(mail.html).not.toContain(created.pin!);

    // The email's link is its own (made by the email's job), to the same share: its PIN, its study, its revocation.
    const mailed = /http:\/\/localhost:\d+\/compartir\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect(mailed).not.toBe(tokenOf(created));
    expect(await stateOf(mailed)).toMatchObject({ state: 'PIN_REQUIRED', study: null });
    const opened = await stateOf(mailed, created.pin!);
    expect(opened).toMatchObject({ state: 'OPEN', study: { studyId: study.id } });
    expect((await rowOf(created.id)).opens).toBe(1);
    expect((await stateOf(tokenOf(created), created.pin!)).state).toBe('OPEN');
    await server.gql(REVOKE_SHARE, { id: created.id }, patient.token);
    expect(await stateOf(mailed)).toMatchObject({ state: 'REVOKED', study: null });

    const badEmail = await server.gql(
      SEND_SHARE,
      { id: created.id, email: 'no-es-correo', token: tokenOf(created) },
      patient.token,
    );
    expect(badEmail.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    const otherToken = await server.gql(
      SEND_SHARE,
      { id: created.id, email: 'a@b.mx', token: 'x'.repeat(43) },
      patient.token,
    );
    expect(otherToken.errors![0]).toMatchObject({ message: messages.shareEmailLinkInvalid });
    const outsider = await server.gql(
      SEND_SHARE,
      { id: created.id, email: 'a@b.mx', token: tokenOf(created) },
      otherPatient.token,
    );
    expect(outsider.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('con descarga permitida el ZIP trae un DICOMDIR, las imágenes DICOM bajo DICOM/ y los demás archivos; la descarga se registra', async () => {
    const created = await share(lab.token, { allowDownload: true });
    const opened = await stateOf(tokenOf(created));
    expect(opened.study!.zipUrl).toMatch(/^\/shares\/zip\?grant=/);
    const zip = await server.inject({ method: 'GET', url: opened.study!.zipUrl! });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const dir = await mkdtemp(join(tmpdir(), 'share-zip-'));
    await writeFile(join(dir, 'estudio.zip'), zip.rawPayload);
    await run('unzip', ['-q', join(dir, 'estudio.zip'), '-d', join(dir, 'x')]);
    expect((await readdir(join(dir, 'x'))).sort()).toEqual(['DICOM', 'DICOMDIR', 'panoramica.png', 'reporte.pdf']);
    const dump = await run('dcmdump', [join(dir, 'x', 'DICOM', 'S0000001', 'I0000001')]);
    expect(dump.stdout).toContain('(0008,0060) CS [DX]');
    // The DICOMDIR a desktop viewer reads: it points at that file.
    const directory = await run('dcmdump', [join(dir, 'x', 'DICOMDIR')]);
    expect(directory.stdout).toContain('MediaStorageDirectoryStorage');
    expect(directory.stdout).toMatch(/\[DICOM\\S0000001\\I0000001\].*ReferencedFileID/);
    expect(directory.stdout).toContain('IMAGE');
    const logged = await server.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.shareId, Number(created.id)), eq(accessLog.action, 'share_download')));
    expect(logged).toHaveLength(1);
  });
});
