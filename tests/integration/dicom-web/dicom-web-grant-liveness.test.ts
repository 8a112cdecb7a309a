import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studyViewerForShare } from '../../../server/src/dicom-web/share-viewer.service.js';
import { studies } from '../../../server/src/studies/studies.tables.js';
import { studyShares } from '../../../server/src/study-shares/study-shares.tables.js';
import { users, userTypes } from '../../../server/src/users/users.tables.js';
import { dicomFile } from '../../support/dicom-files.js';
import { dicomStudy, uniqueUid } from '../../support/dicom-web.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { DEACTIVATE_USER } from '../../support/users.js';

const OPEN = 'mutation ($id: ID!) { openStudyViewer(studyId: $id) { grant } }';

/** A patient's one-image study and the URL of its first frame. */
type Case = { patient: { id: number; token: string }; studyId: number; frameUrl: string };

// A viewer grant's session, user, study visibility and share are asked of the database on every
// frame, in the query that finds the frame: whatever closes one of them closes the very next frame.
describe(`DICOMweb: lo que cierra un permiso del visor cierra el cuadro siguiente (${databaseKind()})`, () => {
  let server: TestServer;
  let lab: { token: string };
  let admin: { token: string };
  let doctor: { id: number; token: string };
  const cases: Record<'deactivated' | 'hidden' | 'reassigned' | 'role' | 'forged' | 'share', Case> = {} as never;

  beforeAll(async () => {
    server = await startTestServer();
    lab = await server.signedIn('laboratory');
    admin = await server.signedIn('admin');
    doctor = await server.signedIn('doctor');
    for (const name of ['deactivated', 'hidden', 'reassigned', 'role', 'forged', 'share'] as const) {
      const patient = await server.signedIn('patient', { doctorId: doctor.id });
      const uids = { study: uniqueUid(), series: uniqueUid(), sop: uniqueUid() };
      const file = dicomFile({ studyUid: uids.study, seriesUid: uids.series, sopUid: uids.sop });
      const study = await dicomStudy(server, lab.token, patient.id, [file]);
      const frameUrl = `/dicom-web/studies/${uids.study}/series/${uids.series}/instances/${uids.sop}/frames/1`;
      cases[name] = { patient, studyId: Number(study.id), frameUrl };
    }
  });
  afterAll(() => server.close());

  const grantOf = async (token: string, studyId: number) =>
    (await server.gql<{ openStudyViewer: { grant: string } }>(OPEN, { id: studyId }, token)).data!.openStudyViewer
      .grant;
  const frame = (url: string, grant: string) =>
    server.inject({ method: 'GET', url, headers: { 'x-viewer-grant': grant } }).then((response) => response.statusCode);

  it('el administrador desactiva la cuenta del paciente: su permiso responde 404 en el cuadro siguiente', async () => {
    const { patient, studyId, frameUrl } = cases.deactivated;
    const grant = await grantOf(patient.token, studyId);
    expect(await frame(frameUrl, grant)).toBe(200);
    const deactivated = await server.gql(DEACTIVATE_USER, { id: patient.id }, admin.token);
    expect(deactivated.errors).toBeUndefined();
    expect(await frame(frameUrl, grant)).toBe(404);
  });

  it('el laboratorio oculta el estudio: el permiso del paciente responde 404, el del laboratorio sigue abriendo', async () => {
    const { patient, studyId, frameUrl } = cases.hidden;
    const patientGrant = await grantOf(patient.token, studyId);
    const labGrant = await grantOf(lab.token, studyId);
    expect(await frame(frameUrl, patientGrant)).toBe(200);
    await server.db.update(studies).set({ visible: false }).where(eq(studies.id, studyId));
    expect(await frame(frameUrl, patientGrant)).toBe(404);
    expect(await frame(frameUrl, labGrant)).toBe(200);
  });

  it('el paciente cambia de doctor: el permiso del doctor anterior responde 404', async () => {
    const { patient, studyId, frameUrl } = cases.reassigned;
    const grant = await grantOf(doctor.token, studyId);
    expect(await frame(frameUrl, grant)).toBe(200);
    const other = await server.signedIn('doctor');
    await server.db.update(users).set({ doctorId: other.id }).where(eq(users.id, patient.id));
    expect(await frame(frameUrl, grant)).toBe(404);
  });

  it('la cuenta cambia de tipo: el permiso emitido con el tipo anterior responde 404', async () => {
    const { patient, studyId, frameUrl } = cases.role;
    const grant = await grantOf(patient.token, studyId);
    expect(await frame(frameUrl, grant)).toBe(200);
    const [doctorType] = await server.db.select().from(userTypes).where(eq(userTypes.slug, 'doctor'));
    await server.db.update(users).set({ userTypeId: doctorType.id }).where(eq(users.id, patient.id));
    expect(await frame(frameUrl, grant)).toBe(404);
  });

  it('un permiso alterado para decir otro usuario u otro tipo de cuenta responde 404', async () => {
    const { patient, studyId, frameUrl } = cases.forged;
    const grant = await grantOf(patient.token, studyId);
    const [body, signature] = grant.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    for (const change of [{ r: 'admin' }, { u: doctor.id }]) {
      const forged = Buffer.from(JSON.stringify({ ...payload, ...change })).toString('base64url');
      expect(await frame(frameUrl, `${forged}.${signature}`)).toBe(404);
    }
    expect(await frame(frameUrl, grant)).toBe(200);
  });

  it('un enlace compartido: vencido responde 404, y su estudio oculto también', async () => {
    const { studyId, frameUrl } = cases.share;
    const [share] = await server.db
      .insert(studyShares)
      .values({ studyId, tokenHash: uniqueUid(), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    const { grant } = await studyViewerForShare(server.app.deps, {
      shareId: share.id,
      studyId,
      expiresAt: share.expiresAt,
    });
    expect(await frame(frameUrl, grant)).toBe(200);
    await server.db.update(studies).set({ visible: false }).where(eq(studies.id, studyId));
    expect(await frame(frameUrl, grant)).toBe(404);
    await server.db.update(studies).set({ visible: true }).where(eq(studies.id, studyId));
    expect(await frame(frameUrl, grant)).toBe(200);
    await server.db
      .update(studyShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(studyShares.id, share.id));
    expect(await frame(frameUrl, grant)).toBe(404);
  });
});
