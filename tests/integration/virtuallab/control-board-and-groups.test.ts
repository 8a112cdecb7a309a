import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { todayInLab } from '../../../server/src/common/dates.js';
import { studies } from '../../../server/src/studies/studies.tables.js';
import { bearer, studyWithFiles } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Board = {
  uploaded: { day: string; count: number }[];
  viewed: { day: string; count: number }[];
  expiring: { day: string; count: number }[];
  latestUploads: { id: string }[];
  totals: { studies: number; hidden: number; expiringSoon: number };
};
const BOARD =
  '{ controlBoard { uploaded { day count } viewed { day count } expiring { day count } latestUploads { id } totals { studies hidden expiringSoon } } }';

describe(`tablero de control y grupos de estudio (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('el laboratorio y el doctor ven sus propias cifras de hoy: subidos, consultados y por vencer', async () => {
    const lab = await server.signedIn('laboratory');
    const otherLab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const first = await studyWithFiles(server, lab.token, patient.id, { expiresInDays: 5 });
    const second = await studyWithFiles(server, lab.token, patient.id, { expiresInDays: null });
    await studyWithFiles(server, otherLab.token, (await server.signedIn('patient')).id);
    await server.inject({ method: 'GET', url: first.files[0].url, headers: bearer(patient.token) });
    await server.inject({ method: 'GET', url: first.files[1].url, headers: bearer(doctor.token) });

    const today = todayInLab();
    for (const who of [lab, doctor]) {
      const board = (await server.gql<{ controlBoard: Board }>(BOARD, {}, who.token)).data!.controlBoard;
      expect(board.uploaded).toHaveLength(30);
      expect(board.uploaded.at(-1)).toEqual({ day: today, count: 2 });
      expect(board.viewed.at(-1)).toEqual({ day: today, count: 1 });
      expect(board.expiring.reduce((sum, day) => sum + day.count, 0)).toBe(1);
      expect(board.totals).toEqual({ studies: 2, hidden: 0, expiringSoon: 1 });
      expect(board.latestUploads.map((study) => study.id)).toEqual([second.id, first.id]);
    }
    const office = await server.signedIn('office-admin');
    expect((await server.gql(BOARD, {}, office.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await server.gql(BOARD, {}, patient.token)).errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('un estudio que vence más tarde hoy aparece en el día de hoy de la gráfica de vencimientos', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient');
    const study = await studyWithFiles(server, lab.token, patient.id);
    const inAMinute = new Date(Date.now() + 60_000);
    await server.db
      .update(studies)
      .set({ expiresAt: inAMinute })
      .where(eq(studies.id, Number(study.id)));

    const board = (await server.gql<{ controlBoard: Board }>(BOARD, {}, lab.token)).data!.controlBoard;
    expect(board.expiring[0]).toEqual({ day: todayInLab(inAMinute), count: 1 });
    expect(board.expiring.reduce((sum, day) => sum + day.count, 0)).toBe(1);
  });

  it('el tablero del doctor no muestra ni cuenta un estudio oculto de su paciente; el del laboratorio sí', async () => {
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const shown = await studyWithFiles(server, lab.token, patient.id);
    const hidden = await studyWithFiles(server, lab.token, patient.id);
    const hide = await server.gql(
      'mutation ($id: ID!) { setStudyVisible(id: $id, visible: false) { id } }',
      { id: hidden.id },
      lab.token,
    );
    expect(hide.errors).toBeUndefined();

    const atDoctor = (await server.gql<{ controlBoard: Board }>(BOARD, {}, doctor.token)).data!.controlBoard;
    expect(atDoctor.totals).toEqual({ studies: 1, hidden: 0, expiringSoon: 0 });
    expect(atDoctor.latestUploads.map((study) => study.id)).toEqual([shown.id]);
    const atLab = (await server.gql<{ controlBoard: Board }>(BOARD, {}, lab.token)).data!.controlBoard;
    expect(atLab.totals).toMatchObject({ studies: 2, hidden: 1 });
    expect(atLab.latestUploads.map((study) => study.id)).toEqual([hidden.id, shown.id]);
  });

  it('el administrador crea, edita y borra grupos; la descripción se limpia; otros roles solo leen', async () => {
    const admin = await server.signedIn('admin');
    const lab = await server.signedIn('laboratory');
    const created = await server.gql<{
      createStudyGroup: { id: string; name: string; descriptionHtml: string; studyCount: number };
    }>(
      'mutation ($i: StudyGroupInput!) { createStudyGroup(input: $i) { id name descriptionHtml studyCount } }',
      {
        i: {
          name: 'Periodoncia',
          descriptionHtml: '<p>Sondeos <img src="/files/public/editor/a.png"></p><script>alert(1)</script>',
        },
      },
      admin.token,
    );
    expect(created.data!.createStudyGroup).toMatchObject({ name: 'Periodoncia', studyCount: 0 });
    expect(created.data!.createStudyGroup.descriptionHtml).not.toContain('<script>');
    expect(created.data!.createStudyGroup.descriptionHtml).toContain('<img');

    const invalid = await server.gql(
      'mutation ($i: StudyGroupInput!) { createStudyGroup(input: $i) { id } }',
      { i: { name: ' ', descriptionHtml: '<p>x</p>' } },
      admin.token,
    );
    expect(invalid.errors![0].message).toBe(messages.nameRequired);
    const byLab = await server.gql(
      'mutation ($i: StudyGroupInput!) { createStudyGroup(input: $i) { id } }',
      { i: { name: 'Otro', descriptionHtml: '<p>x</p>' } },
      lab.token,
    );
    expect(byLab.errors![0].extensions!.code).toBe('FORBIDDEN');

    const id = created.data!.createStudyGroup.id;
    const renamed = await server.gql<{ updateStudyGroup: { name: string } }>(
      'mutation ($id: ID!, $i: StudyGroupInput!) { updateStudyGroup(id: $id, input: $i) { name } }',
      { id, i: { name: 'Periodoncia avanzada', descriptionHtml: '<p>Sondeos</p>' } },
      admin.token,
    );
    expect(renamed.data!.updateStudyGroup.name).toBe('Periodoncia avanzada');
    const patient = await server.signedIn('patient');
    await studyWithFiles(server, lab.token, patient.id, { groupIds: [id] });
    const listed = await server.gql<{ studyGroups: { id: string; studyCount: number }[] }>(
      '{ studyGroups { id studyCount } }',
      {},
      lab.token,
    );
    expect(listed.data!.studyGroups.find((group) => group.id === id)!.studyCount).toBe(1);
    const deleted = await server.gql('mutation ($id: ID!) { deleteStudyGroup(id: $id) }', { id }, admin.token);
    expect(deleted.data).toEqual({ deleteStudyGroup: true });
    const mine = await server.gql<{ myStudies: { edges: { node: { groups: unknown[] } }[] } }>(
      '{ myStudies { edges { node { groups { id } } } } }',
      {},
      patient.token,
    );
    expect(mine.data!.myStudies.edges).toHaveLength(1);
    expect(mine.data!.myStudies.edges[0].node.groups).toEqual([]);
  });
});
