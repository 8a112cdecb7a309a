import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateNotificationSettings } from '../../../server/src/settings/lab-settings.service.js';
import { studies } from '../../../server/src/studies/studies.tables.js';
import { stagedFile, studyWithFiles, xrayPng } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const ADD_FILES = 'mutation ($id: ID!, $f: [ID!]!) { addStudyFiles(studyId: $id, fileIds: $f) { id } }';
const SET_VISIBLE = 'mutation ($id: ID!, $v: Boolean!) { setStudyVisible(id: $id, visible: $v) { id } }';

type User = { id: number; token: string };

/** studies.delivered_at: the moment a result reached its patient, which the quality indicators measure. */
describe(`Entrega del resultado al paciente (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: User;
  let lab: User;
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'error' });
    admin = await server.signedIn('admin');
    lab = await server.signedIn('laboratory');
  });
  afterAll(() => server.close());

  const patient = async () => server.signedIn('patient', { doctorId: (await server.signedIn('doctor')).id });
  const stored = async (id: string) => {
    const [row] = await server.db
      .select({ deliveredAt: studies.deliveredAt, announcedAt: studies.resultAnnouncedAt })
      .from(studies)
      .where(eq(studies.id, Number(id)));
    return row;
  };
  const gqlOk = async (query: string, variables: Record<string, unknown>) => {
    const result = await server.gql(query, variables, lab.token);
    expect(result.errors).toBeUndefined();
  };
  const addFile = async (id: string) => {
    const file = await stagedFile(server, lab.token, xrayPng, 'control.png');
    await gqlOk(ADD_FILES, { id, f: [String(file.id)] });
  };

  it('un estudio guardado con archivos queda entregado en ese momento, y más archivos no cambian la fecha', async () => {
    const before = Date.now();
    const study = await studyWithFiles(server, lab.token, (await patient()).id);
    const { deliveredAt } = await stored(study.id);
    expect(deliveredAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(deliveredAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await addFile(study.id);
    expect((await stored(study.id)).deliveredAt).toEqual(deliveredAt);
  });

  it('un estudio oculto no se entrega aunque reciba archivos; al mostrarlo, sí', async () => {
    const study = await studyWithFiles(server, lab.token, (await patient()).id);
    await gqlOk(SET_VISIBLE, { id: study.id, v: false });
    // As a study hidden before the lab recorded deliveries.
    await server.db
      .update(studies)
      .set({ deliveredAt: null })
      .where(eq(studies.id, Number(study.id)));
    await addFile(study.id);
    expect((await stored(study.id)).deliveredAt).toBeNull();
    await gqlOk(SET_VISIBLE, { id: study.id, v: true });
    expect((await stored(study.id)).deliveredAt).toBeInstanceOf(Date);
  });

  it('con el aviso al paciente apagado, la entrega se registra igual, sin aviso', async () => {
    const actor = { userId: admin.id, role: 'admin' as const, sessionId: 0 };
    await updateNotificationSettings(server.app.deps, actor, { resultReady: false });
    try {
      const study = await studyWithFiles(server, lab.token, (await patient()).id);
      expect(await stored(study.id)).toMatchObject({ deliveredAt: expect.any(Date), announcedAt: null });
    } finally {
      await updateNotificationSettings(server.app.deps, actor, { resultReady: true });
    }
  });
});
