import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { studyViewerForShare } from '../../../server/src/dicom-web/share-viewer.service.js';
import { studyShares } from '../../../server/src/study-shares/study-shares.tables.js';
import type { Role } from '../../../shared/limits.js';
import { dicomFile } from '../../support/dicom-files.js';
import { dicomStudy, uniqueUid } from '../../support/dicom-web.js';
import { bearer } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const OPEN = `mutation ($id: ID!, $channel: ViewerChannel) {
  openStudyViewer(studyId: $id, channel: $channel) {
    studyId grant grantExpiresAt dicomWebRoot studyInstanceUids
    series { seriesInstanceUid studyInstanceUid modality imageCount frameCount rows columns pixelSpacing thumbnailUrl previewUrl }
  }
}`;

type Viewer = {
  studyId: string;
  grant: string;
  dicomWebRoot: string;
  studyInstanceUids: string[];
  series: {
    seriesInstanceUid: string;
    imageCount: number;
    pixelSpacing: number[];
    thumbnailUrl: string;
    previewUrl: string;
  }[];
};

describe(`DICOMweb: quién lee las imágenes de un estudio (${databaseKind()})`, () => {
  let server: TestServer;
  let lab: { token: string };
  let doctor: { id: number; token: string };
  let patient: { id: number; token: string };
  let doctor2: { token: string };
  let patient2: { id: number; token: string };
  const uids = { study: uniqueUid(), series: uniqueUid(), other: uniqueUid() };
  let studyId: string;
  let otherStudyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    lab = await server.signedIn('laboratory');
    doctor = await server.signedIn('doctor');
    doctor2 = await server.signedIn('doctor');
    patient = await server.signedIn('patient', { doctorId: doctor.id });
    patient2 = await server.signedIn('patient', { doctorId: doctor.id });
    const file = (sopUid: string, instanceNumber: number) =>
      dicomFile({ studyUid: uids.study, seriesUid: uids.series, sopUid, instanceNumber, pixelSpacing: [0.25, 0.25] });
    studyId = (await dicomStudy(server, lab.token, patient.id, [file(uniqueUid(), 1), file(uniqueUid(), 2)])).id;
    const other = dicomFile({ studyUid: uids.other, seriesUid: uniqueUid(), sopUid: uniqueUid() });
    otherStudyId = (await dicomStudy(server, lab.token, patient2.id, [other])).id;
  });
  afterAll(() => server.close());

  const series = (headers: Record<string, string>, study = uids.study) =>
    server.inject({ method: 'GET', url: `/dicom-web/studies/${study}/series`, headers });

  it.each<Role>(['admin', 'office-admin', 'laboratory'])(
    'el personal (%s) lee las series del estudio',
    async (role) => {
      const staff = await server.signedIn(role);
      const response = await series(bearer(staff.token));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/dicom+json');
      const [one] = response.json();
      expect(one['0020000E'].Value).toEqual([uids.series]);
      expect(one['00201209'].Value).toEqual([2]);
    },
  );

  it('el doctor del estudio y su paciente lo leen; el doctor 2 y otro paciente reciben 404', async () => {
    expect((await series(bearer(doctor.token))).statusCode).toBe(200);
    expect((await series(bearer(patient.token))).statusCode).toBe(200);
    expect((await series(bearer(doctor2.token))).statusCode).toBe(404);
    expect((await series(bearer(patient2.token))).statusCode).toBe(404);
  });

  it('sin credenciales, o con un token o un permiso inventados, responde 404 sin decir por qué', async () => {
    expect((await series({})).statusCode).toBe(404);
    expect((await series(bearer('no-es-un-token'))).statusCode).toBe(404);
    expect((await series({ 'x-viewer-grant': 'abc.def' })).statusCode).toBe(404);
    const listed = await server.inject({ method: 'GET', url: '/dicom-web/studies', headers: bearer(doctor2.token) });
    expect(listed.statusCode).toBe(204);
  });

  it('el paciente abre el visor: un permiso para ese estudio, las series y una entrada VIEWER_OPEN del portal', async () => {
    // Only what this case records: the other cases open the same study's viewer too.
    const [{ last }] = await server.db.select({ last: max(accessLog.id) }).from(accessLog);
    const opened = await server.gql<{ openStudyViewer: Viewer }>(OPEN, { id: studyId }, patient.token);
    expect(opened.errors).toBeUndefined();
    const viewer = opened.data!.openStudyViewer;
    expect(viewer).toMatchObject({ studyId, dicomWebRoot: '/dicom-web', studyInstanceUids: [uids.study] });
    expect(viewer.series).toHaveLength(1);
    expect(viewer.series[0]).toMatchObject({
      seriesInstanceUid: uids.series,
      imageCount: 2,
      pixelSpacing: [0.25, 0.25],
    });
    const rows = await server.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.studyId, Number(studyId)), gt(accessLog.id, last ?? 0)));
    expect(rows.filter((row) => row.action === 'viewer_open')).toMatchObject([
      { channel: 'portal', allowed: true, userId: patient.id },
    ]);

    const withGrant = await series({ 'x-viewer-grant': viewer.grant });
    expect(withGrant.statusCode).toBe(200);
    // The grant opens its one study only.
    expect((await series({ 'x-viewer-grant': viewer.grant }, uids.other)).statusCode).toBe(404);
    // An <img> sends it in the query: the thumbnail opens without any header.
    const thumbnail = await server.inject({ method: 'GET', url: viewer.series[0].thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['cache-control']).toMatch(/^private, max-age=\d+/);
  });

  it('la app abre el visor con el canal APP; otro paciente no abre el estudio y queda registrado como rechazo', async () => {
    const app = await server.gql(OPEN, { id: studyId, channel: 'APP' }, patient.token);
    expect(app.errors).toBeUndefined();
    const refused = await server.gql(OPEN, { id: studyId }, patient2.token);
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const rows = await server.db
      .select()
      .from(accessLog)
      .where(eq(accessLog.studyId, Number(studyId)));
    const opens = rows.filter((row) => row.action === 'viewer_open');
    expect(opens.map((row) => [row.channel, row.allowed])).toEqual(
      expect.arrayContaining([
        ['app', true],
        ['portal', false],
      ]),
    );
  });

  it('un permiso de sesión deja de abrir al cerrar la sesión', async () => {
    const reader = await server.signedIn('patient', { doctorId: doctor.id });
    const own = await dicomStudy(server, lab.token, reader.id, [
      dicomFile({ studyUid: uniqueUid(), seriesUid: uniqueUid(), sopUid: uniqueUid() }),
    ]);
    const viewer = (await server.gql<{ openStudyViewer: Viewer }>(OPEN, { id: own.id }, reader.token)).data!
      .openStudyViewer;
    const url = `/dicom-web/studies/${viewer.studyInstanceUids[0]}/series`;
    expect((await server.inject({ method: 'GET', url, headers: { 'x-viewer-grant': viewer.grant } })).statusCode).toBe(
      200,
    );
    await server.gql('mutation { logout }', {}, reader.token);
    expect((await server.inject({ method: 'GET', url, headers: { 'x-viewer-grant': viewer.grant } })).statusCode).toBe(
      404,
    );
  });

  it('un enlace compartido abre el estudio mientras está vigente; revocado, su permiso responde 404', async () => {
    const [share] = await server.db
      .insert(studyShares)
      .values({ studyId: Number(otherStudyId), tokenHash: uniqueUid(), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const viewer = await studyViewerForShare(server.app.deps, {
      shareId: share.id,
      studyId: share.studyId,
      expiresAt: share.expiresAt,
    });
    const url = `/dicom-web/studies/${uids.other}/series?grant=${encodeURIComponent(viewer.grant)}`;
    expect((await server.inject({ method: 'GET', url })).statusCode).toBe(200);
    // A share's grant opens its study, never another one.
    expect((await series({ 'x-viewer-grant': viewer.grant })).statusCode).toBe(404);
    await server.db.update(studyShares).set({ revokedAt: new Date() }).where(eq(studyShares.id, share.id));
    expect((await server.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('Study.series y Study.viewerUrl: la serie con su miniatura firmada para quien pregunta', async () => {
    const result = await server.gql<{
      study: { viewerUrl: string | null; series: { imageCount: number; thumbnailUrl: string; previewUrl: string }[] };
    }>(
      'query ($id: ID!) { study(id: $id) { viewerUrl series { imageCount thumbnailUrl previewUrl } } }',
      { id: studyId },
      doctor.token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.study.viewerUrl).toBe(`/visor/${studyId}`);
    const [one] = result.data!.study.series;
    expect(one.imageCount).toBe(2);
    const preview = await server.inject({ method: 'GET', url: one.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });
});
