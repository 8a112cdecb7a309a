import { createHash } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { systemActor } from '../../../server/src/common/actor.js';
import { accessLog, fileActions } from '../../../server/src/access-log/access-log.tables.js';
import { studies, studyFiles } from '../../../server/src/studies/studies.tables.js';
import {
  bearer,
  createStudy,
  executable,
  reportPdf,
  stagedFile,
  STUDY_FIELDS,
  studyTypeId,
  studyWithFiles,
  uploadFile,
  xrayPng,
  type StudyResult,
} from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { type ConnectionPage, nodesOf, PAGE_INFO } from '../../support/connections.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe(`estudios y archivos de resultados (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const storedKeys = async (fileIds: number[]) =>
    (
      await server.db.select({ key: studyFiles.storageKey }).from(studyFiles).where(inArray(studyFiles.id, fileIds))
    ).map((row) => row.key);
  const bytesExist = (key: string) =>
    server.app.deps.storage.read(key).then(
      ({ stream }) => {
        stream.destroy();
        return true;
      },
      () => false,
    );
  // The files' activity: whether the patient was also told that the result is ready depends on the
  // lab's setting, which another test file may switch off meanwhile (tests/integration/notifications).
  const logOf = (studyId: number | string) =>
    server.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.studyId, Number(studyId)), inArray(accessLog.action, [...fileActions])));

  it('el laboratorio sube una radiografía y un PDF; la paciente los ve en myStudies y descarga los mismos bytes', async () => {
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    const study = await studyWithFiles(server, lab.token, patient.id, { notes: 'Control anual' });
    expect(study.files.map((file) => [file.name, file.mediaType, file.size])).toEqual([
      ['panoramica.png', 'image/png', xrayPng.length],
      ['reporte.pdf', 'application/pdf', reportPdf.length],
    ]);
    expect(study.files[0].checksum).toBe(sha256(xrayPng));

    const mine = await server.gql<{ myStudies: ConnectionPage<StudyResult> }>(
      `{ myStudies { ${PAGE_INFO} edges { node { ${STUDY_FIELDS} } } } }`,
      {},
      patient.token,
    );
    expect(mine.data!.myStudies).toMatchObject({ totalCount: 1, pageInfo: { hasNextPage: false } });
    expect(nodesOf(mine.data!.myStudies).map((item) => item.id)).toEqual([study.id]);
    expect(nodesOf(mine.data!.myStudies)[0]).toMatchObject({
      studyType: { name: 'Radiografía panorámica' },
      notes: 'Control anual',
      expired: false,
    });

    const image = await server.inject({ method: 'GET', url: study.files[0].url, headers: bearer(patient.token) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(sha256(image.rawPayload)).toBe(sha256(xrayPng));
    const pdf = await server.inject({
      method: 'GET',
      url: `${study.files[1].url}?download=1`,
      headers: bearer(doctor.token),
    });
    expect(pdf.headers['content-disposition']).toBe("attachment; filename*=UTF-8''reporte.pdf");
    expect(pdf.rawPayload.equals(reportPdf)).toBe(true);

    const log = await logOf(study.id);
    expect(log.map((entry) => [entry.action, entry.fileName, entry.userId]).sort()).toEqual(
      [
        ['download', 'reporte.pdf', doctor.id],
        ['upload', 'panoramica.png', lab.id],
        ['upload', 'reporte.pdf', lab.id],
        ['view', 'panoramica.png', patient.id],
      ].sort(),
    );
  });

  it('la consulta de la app móvil, tal como la escribe, da el estudio con createdAt, vigencia y url /files/<id>', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    const study = await studyWithFiles(server, lab.token, patient.id, { expiresInDays: 30 });
    const appQuery =
      '{ myStudies(first: 20) { edges { node { id studyType { name } createdAt expiresAt files { id name mediaType size url } } } } }';
    type AppStudy = {
      id: string;
      studyType: { name: string };
      createdAt: string;
      expiresAt: string;
      files: { id: string; name: string; mediaType: string; size: number; url: string }[];
    };
    const result = await server.gql<{ myStudies: ConnectionPage<AppStudy> }>(appQuery, {}, patient.token);
    expect(result.errors).toBeUndefined();
    const [mine] = nodesOf(result.data!.myStudies);
    expect(mine).toMatchObject({ id: study.id, studyType: { name: 'Radiografía panorámica' } });
    expect(Date.parse(mine.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(mine.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(mine.files.map((file) => file.url)).toEqual(mine.files.map((file) => `/files/${file.id}`));
    const download = await server.inject({ method: 'GET', url: mine.files[1].url, headers: bearer(patient.token) });
    expect(download.rawPayload.equals(reportPdf)).toBe(true);
    expect((await server.inject({ method: 'GET', url: mine.files[1].url })).statusCode).toBe(401);
  });

  it('un HEAD a un archivo o al ZIP dice su longitud sin mandar los bytes ni quedar como consulta en el registro', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    const study = await studyWithFiles(server, lab.token, patient.id);
    for (const url of [study.files[0].url, study.zipUrl]) {
      const head = await server.inject({ method: 'HEAD', url, headers: bearer(patient.token) });
      expect(head.statusCode, url).toBe(200);
      expect(Number(head.headers['content-length']), url).toBeGreaterThan(0);
      expect(head.rawPayload, url).toHaveLength(0);
    }
    expect((await logOf(study.id)).map((entry) => entry.action).sort()).toEqual(['upload', 'upload']);
  });

  it('el ZIP del estudio trae todos sus archivos', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    const study = await studyWithFiles(server, lab.token, patient.id);
    const zip = await server.inject({ method: 'GET', url: study.zipUrl, headers: bearer(patient.token) });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const body = zip.rawPayload;
    expect(body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    // Stored, not compressed: both files' bytes are inside as they are.
    expect(body.includes(xrayPng)).toBe(true);
    expect(body.includes(reportPdf)).toBe(true);
  });

  describe('nadie ve los estudios de otro, por GraphQL, por REST ni por la URL del archivo', () => {
    let study: StudyResult;
    let intruders: { role: string; token: string }[];
    let patientA: { id: number; token: string };
    beforeAll(async () => {
      const lab = await server.signedIn('laboratory');
      const doctorA = await server.signedIn('doctor');
      patientA = await server.signedIn('patient', { doctorId: doctorA.id });
      study = await studyWithFiles(server, lab.token, patientA.id);
      const doctorB = await server.signedIn('doctor');
      const patientB = await server.signedIn('patient', { doctorId: doctorB.id });
      intruders = [
        { role: 'doctor B', token: doctorB.token },
        { role: 'otra paciente', token: patientB.token },
      ];
    });

    it('cada intento es rechazado y nada queda registrado como visto', async () => {
      for (const { role, token } of intruders) {
        const list = await server.gql(
          `query ($p: ID!) { patientStudies(patientId: $p) { edges { node { id } } } }`,
          { p: String(patientA.id) },
          token,
        );
        expect(list.errors?.[0].extensions?.code, role).toMatch(/NOT_FOUND|FORBIDDEN/);
        const one = await server.gql(
          `query ($id: ID!) { study(id: $id) { id files { name } } }`,
          { id: study.id },
          token,
        );
        expect(one.errors?.[0].extensions?.code, role).toBe('NOT_FOUND');
        expect(one.data ?? null, role).toBeNull();
        for (const url of [study.files[0].url, `${study.files[1].url}?download=1`, study.zipUrl]) {
          const response = await server.inject({ method: 'GET', url, headers: bearer(token) });
          expect(response.statusCode, `${role} ${url}`).toBe(404);
          expect(response.rawPayload.includes(xrayPng.subarray(0, 64)), role).toBe(false);
        }
      }
      for (const url of [study.files[0].url, study.zipUrl]) {
        expect((await server.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
      const mine = await server.gql<{ myStudies: ConnectionPage<{ id: string }> }>(
        '{ myStudies { totalCount edges { node { id } } } }',
        {},
        intruders[1].token,
      );
      expect(mine.data!.myStudies).toMatchObject({ totalCount: 0, edges: [] });
      const seen = await server.db
        .select()
        .from(accessLog)
        .where(
          and(
            eq(accessLog.studyId, Number(study.id)),
            inArray(accessLog.action, ['view', 'download']),
            eq(accessLog.allowed, true),
          ),
        );
      // Patient A's own views (the signed-link case of this group) are the only ones allowed.
      expect(seen.filter((entry) => entry.userId !== patientA.id)).toEqual([]);
    });

    it('un enlace firmado abre solo su archivo, solo mientras la sesión vive, y no se puede alterar', async () => {
      const signed = await server.gql<{ study: { files: { signedUrl: string }[]; signedZipUrl: string } }>(
        'query ($id: ID!) { study(id: $id) { files { signedUrl } signedZipUrl } }',
        { id: study.id },
        patientA.token,
      );
      const [imageLink, pdfLink] = signed.data!.study.files.map((file) => file.signedUrl);
      expect((await server.inject({ method: 'GET', url: imageLink })).statusCode).toBe(200);
      expect((await server.inject({ method: 'GET', url: signed.data!.study.signedZipUrl })).statusCode).toBe(200);
      const otherPath = imageLink.replace(/^\/files\/\d+/, pdfLink.split('?')[0]);
      expect((await server.inject({ method: 'GET', url: otherPath })).statusCode).toBe(401);
      const tampered = imageLink.replace(
        /signature=([0-9a-f])/,
        (_match, first: string) => `signature=${first === '0' ? '1' : '0'}`,
      );
      expect((await server.inject({ method: 'GET', url: tampered })).statusCode).toBe(401);
      await server.gql('mutation { logout }', {}, patientA.token);
      expect((await server.inject({ method: 'GET', url: pdfLink })).statusCode).toBe(401);
    });
  });

  it('un estudio oculto o vencido no lo ven ni su doctor ni su paciente; el personal sí', async () => {
    const lab = await server.signedIn('laboratory');
    const office = await server.signedIn('office-admin');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const hidden = await studyWithFiles(server, lab.token, patient.id);
    const expired = await studyWithFiles(server, lab.token, patient.id);
    const shown = await studyWithFiles(server, lab.token, patient.id);
    const hide = await server.gql<{ setStudyVisible: { visible: boolean } }>(
      'mutation ($id: ID!) { setStudyVisible(id: $id, visible: false) { visible } }',
      { id: hidden.id },
      office.token,
    );
    expect(hide.data!.setStudyVisible.visible).toBe(false);
    await server.db
      .update(studies)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(studies.id, Number(expired.id)));

    const listOf = async (token: string, hiddenOnly?: boolean) =>
      nodesOf(
        (
          await server.gql<{ patientStudies: ConnectionPage<{ id: string; expired: boolean }> }>(
            'query ($p: ID!, $h: Boolean) { patientStudies(patientId: $p, hidden: $h) { edges { node { id expired } } } }',
            { p: String(patient.id), h: hiddenOnly },
            token,
          )
        ).data!.patientStudies,
      );
    expect((await listOf(doctor.token)).map((item) => item.id)).toEqual([shown.id]);
    expect(
      nodesOf(
        (
          await server.gql<{ myStudies: ConnectionPage<{ id: string }> }>(
            '{ myStudies { edges { node { id } } } }',
            {},
            patient.token,
          )
        ).data!.myStudies,
      ).map((item) => item.id),
    ).toEqual([shown.id]);
    expect((await listOf(lab.token)).map((item) => item.id).sort()).toEqual([hidden.id, expired.id, shown.id].sort());
    expect((await listOf(lab.token)).find((item) => item.id === expired.id)!.expired).toBe(true);
    expect((await listOf(office.token, true)).map((item) => item.id)).toEqual([hidden.id]);

    for (const token of [doctor.token, patient.token]) {
      for (const file of [hidden.files[0], expired.files[0]]) {
        expect((await server.inject({ method: 'GET', url: file.url, headers: bearer(token) })).statusCode).toBe(404);
      }
    }
    expect(
      (await server.inject({ method: 'GET', url: hidden.files[0].url, headers: bearer(lab.token) })).statusCode,
    ).toBe(200);
    const seenByThem = await server.db
      .select()
      .from(accessLog)
      .where(
        and(
          inArray(accessLog.studyId, [Number(hidden.id), Number(expired.id)]),
          inArray(accessLog.userId, [doctor.id, patient.id]),
        ),
      );
    expect(seenByThem).toEqual([]);
  });

  it('borrar un estudio quita sus filas y sus bytes; el registro de accesos lo conserva', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    const study = await studyWithFiles(server, lab.token, patient.id);
    const keys = await storedKeys(study.files.map((file) => Number(file.id)));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await bytesExist(key)).toBe(true);

    const doctor = await server.signedIn('doctor');
    const refused = await server.gql('mutation ($id: ID!) { deleteStudy(id: $id) }', { id: study.id }, doctor.token);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');

    const deleted = await server.gql<{ deleteStudy: boolean }>(
      'mutation ($id: ID!) { deleteStudy(id: $id) }',
      { id: study.id },
      lab.token,
    );
    expect(deleted.data!.deleteStudy).toBe(true);
    expect(
      await server.db
        .select()
        .from(studies)
        .where(eq(studies.id, Number(study.id))),
    ).toEqual([]);
    expect(await storedKeys(study.files.map((file) => Number(file.id)))).toEqual([]);
    for (const key of keys) expect(await bytesExist(key)).toBe(false);
    expect(
      (await logOf(study.id))
        .filter((entry) => entry.action === 'delete')
        .map((entry) => entry.fileName)
        .sort(),
    ).toEqual(['panoramica.png', 'reporte.pdf']);
    expect(
      (await server.inject({ method: 'GET', url: study.files[0].url, headers: bearer(lab.token) })).statusCode,
    ).toBe(404);
  });

  it('el personal edita un estudio, le agrega un archivo y quita otro (con sus bytes); el doctor no puede', async () => {
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const study = await studyWithFiles(server, lab.token, patient.id);
    const changes = {
      studyTypeId: study.studyType.id,
      studyDate: '2026-11-21',
      status: 'IN_PROGRESS',
      notes: 'Falta el reporte',
      expiresInDays: null,
    };
    const UPDATE = `mutation ($id: ID!, $input: StudyChangesInput!) { updateStudy(id: $id, input: $input) { ${STUDY_FIELDS} } }`;
    const refused = await server.gql(UPDATE, { id: study.id, input: changes }, doctor.token);
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
    const tooLong = await server.gql(
      UPDATE,
      { id: study.id, input: { ...changes, notes: 'x'.repeat(141) } },
      lab.token,
    );
    expect(tooLong.errors![0].message).toBe(messages.maxTextarea);

    const edited = await server.gql<{ updateStudy: StudyResult }>(UPDATE, { id: study.id, input: changes }, lab.token);
    expect(edited.data!.updateStudy).toMatchObject({
      studyDate: '2026-11-21',
      status: 'IN_PROGRESS',
      notes: 'Falta el reporte',
      expiresAt: null,
    });

    const extra = await stagedFile(server, lab.token, reportPdf, 'reporte-final.pdf');
    const added = await server.gql<{ addStudyFiles: StudyResult }>(
      `mutation ($id: ID!, $f: [ID!]!) { addStudyFiles(studyId: $id, fileIds: $f) { ${STUDY_FIELDS} } }`,
      { id: study.id, f: [String(extra.id)] },
      lab.token,
    );
    expect(added.data!.addStudyFiles.files.map((file) => file.name)).toEqual([
      'panoramica.png',
      'reporte.pdf',
      'reporte-final.pdf',
    ]);

    const [removedKey] = await storedKeys([Number(study.files[1].id)]);
    const removed = await server.gql<{ deleteStudyFile: StudyResult }>(
      `mutation ($f: ID!) { deleteStudyFile(fileId: $f) { ${STUDY_FIELDS} } }`,
      { f: study.files[1].id },
      lab.token,
    );
    expect(removed.data!.deleteStudyFile.files.map((file) => file.name)).toEqual([
      'panoramica.png',
      'reporte-final.pdf',
    ]);
    expect(await bytesExist(removedKey)).toBe(false);
    expect(
      (await server.inject({ method: 'GET', url: study.files[1].url, headers: bearer(lab.token) })).statusCode,
    ).toBe(404);
  });

  it('un ejecutable renombrado .jpg se rechaza y no deja fila ni bytes', async () => {
    const lab = await server.signedIn('laboratory');
    const before = await server.db.select().from(studyFiles).where(eq(studyFiles.uploadedBy, lab.id));
    const response = await uploadFile(server, lab.token, executable, 'radiografia.jpg');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.studyFileTypeInvalid);
    expect(await server.db.select().from(studyFiles).where(eq(studyFiles.uploadedBy, lab.id))).toEqual(before);
    const leftovers: string[] = [];
    for await (const { key } of server.app.deps.storage.list('studies')) leftovers.push(key);
    const known = new Set(
      (await server.db.select({ key: studyFiles.storageKey }).from(studyFiles)).map((row) => row.key),
    );
    expect(leftovers.filter((key) => !known.has(key))).toEqual([]);
  });

  it('solo el personal sube archivos; un estudio sin archivos o con archivos ajenos no se guarda', async () => {
    const lab = await server.signedIn('laboratory');
    const otherLab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    expect((await uploadFile(server, doctor.token, xrayPng, 'a.png')).statusCode).toBe(403);
    expect((await uploadFile(server, patient.token, xrayPng, 'a.png')).statusCode).toBe(403);

    const type = await studyTypeId(server, lab.token);
    const base = { patientId: String(patient.id), studyTypeId: type, studyDate: '2026-11-20' };
    const empty = await createStudy(server, lab.token, { ...base, fileIds: [] });
    expect(empty.errors![0].message).toBe(messages.studyFilesRequired);
    const theirs = await stagedFile(server, otherLab.token, xrayPng, 'ajena.png');
    const stolen = await createStudy(server, lab.token, { ...base, fileIds: [String(theirs.id)] });
    expect(stolen.errors![0].message).toBe(messages.studyFileMissing);
    const byDoctor = await createStudy(server, doctor.token, { ...base, fileIds: [String(theirs.id)] });
    expect(byDoctor.errors![0].extensions!.code).toBe('FORBIDDEN');
    const noType = await createStudy(server, lab.token, {
      ...base,
      studyTypeId: '999999',
      fileIds: [String(theirs.id)],
    });
    expect(noType.errors![0].message).toBe(messages.studyTypeRequired);
    expect(await server.db.select().from(studies).where(eq(studies.patientId, patient.id))).toEqual([]);
    const [still] = await server.db.select().from(studyFiles).where(eq(studyFiles.id, theirs.id));
    expect(still.studyId).toBeNull();
  });

  it('la limpieza quita archivos subidos y nunca guardados, y bytes sin fila', async () => {
    const lab = await server.signedIn('laboratory');
    const kept = await studyWithFiles(server, lab.token, (await server.signedIn('patient')).id);
    const staged = await stagedFile(server, lab.token, reportPdf, 'olvidado.pdf');
    const [key] = await storedKeys([staged.id]);
    const orphan = await server.app.deps.storage.put('studies', Readable.from([xrayPng]), { maxBytes: 10_000_000 });
    // Both left behind long enough ago (a day for the upload, over the grace hour for the bytes).
    const longAgo = new Date(Date.now() - 2 * 86_400_000);
    await server.db.update(studyFiles).set({ createdAt: longAgo }).where(eq(studyFiles.id, staged.id));
    await utimes(join(server.dataDir, 'files', orphan.key), longAgo, longAgo);
    const result = await server.app.sweepStorage(systemActor);
    expect(result.pruned).toBeGreaterThanOrEqual(1);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await storedKeys([staged.id])).toEqual([]);
    expect(await bytesExist(key)).toBe(false);
    expect(await bytesExist(orphan.key)).toBe(false);
    // Files of a saved study stay, bytes and rows.
    const keptKeys = await storedKeys(kept.files.map((file) => Number(file.id)));
    expect(keptKeys).toHaveLength(2);
    for (const keptKey of keptKeys) expect(await bytesExist(keptKey)).toBe(true);
  });
});
