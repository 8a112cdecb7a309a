import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { createUser } from '../../support/factories.js';
import { bearer, studyWithFiles } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const LOG = `query ($filter: ClinicalAccessFilter, $first: Int, $after: String) {
  clinicalAccessLog(filter: $filter, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id at action allowed userId userName patientId patientName studyId fileId chatMessageId fileName ip userAgent } }
  }
}`;

type Entry = {
  id: string;
  at: string;
  action: string;
  allowed: boolean;
  userId: string | null;
  userName: string | null;
  patientId: string | null;
  patientName: string | null;
  studyId: string | null;
  fileId: string | null;
  chatMessageId: string | null;
  fileName: string | null;
  ip: string | null;
  userAgent: string | null;
};
type LogPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: Entry }[];
};

describe(`el administrador revisa el registro de accesos (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: { id: number; token: string };
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  const log = async (variables: Record<string, unknown>, token = admin.token) => {
    const result = await server.gql<{ clinicalAccessLog: LogPage }>(LOG, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.clinicalAccessLog;
  };
  const refusal = async (variables: Record<string, unknown>, token = admin.token) => {
    const result = await server.gql(LOG, variables, token);
    expect(result.data ?? null).toBeNull();
    return { code: result.errors![0].extensions!.code, message: result.errors![0].message };
  };
  const csv = (query: string, token: string | null = admin.token) =>
    server.inject({ method: 'GET', url: `/access-log.csv${query}`, headers: token ? bearer(token) : {} });
  const read = (query: string, id: number | string, token: string) => server.gql(query, { id: String(id) }, token);

  /** A user who never signed in, with entries written at the given moments (as a factory writes rows). */
  async function entriesAt(moments: string[], extra: Partial<typeof accessLog.$inferInsert> = {}) {
    const user = await createUser(server.db, 'doctor', { name: 'Registro', lastname: 'Histórico' });
    await server.db.insert(accessLog).values(
      moments.map((at) => ({
        userId: user.id,
        userName: 'Registro Histórico',
        action: 'patient_read' as const,
        patientId: user.id + 100_000,
        ip: '10.1.1.1',
        at: new Date(at),
        ...extra,
      })),
    );
    return user;
  }

  it('filtra por usuario y por paciente: el doctor lee a su paciente, otro doctor lo intenta; cada filtro da sus filas', async () => {
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor', { name: 'Ernesto', lastname: 'Ruiz' });
    const patient = await server.signedIn('patient', {
      doctorId: doctor.id,
      name: 'Lucía',
      lastname: 'Fernández',
      motherLastname: 'Soto',
    });
    const study = await studyWithFiles(server, lab.token, patient.id);
    const intruder = await server.signedIn('doctor', { name: 'Octavio', lastname: 'Paz' });
    await read('query ($id: ID!) { virtualLabPatient(id: $id) { id } }', patient.id, doctor.token);
    await read('query ($id: ID!) { study(id: $id) { id } }', study.id, doctor.token);
    await read('query ($id: ID!) { virtualLabPatient(id: $id) { id } }', patient.id, intruder.token);

    const ofPatient = await log({ filter: { patientId: String(patient.id) } });
    expect(ofPatient.totalCount).toBe(ofPatient.edges.length);
    // Telling Lucía that her result is ready (RESULT_READY_*) follows the lab's setting, which
    // another test file may switch off meanwhile (tests/integration/notifications).
    const reads = ofPatient.edges.filter(({ node }) => !node.action.startsWith('RESULT_READY'));
    expect(reads.map(({ node }) => [node.action, node.userName, node.allowed])).toEqual([
      ['PATIENT_RECORD_READ', 'Octavio Paz', false],
      ['STUDY_READ', 'Ernesto Ruiz', true],
      ['PATIENT_RECORD_READ', 'Ernesto Ruiz', true],
      ['FILE_UPLOAD', expect.any(String), true],
      ['FILE_UPLOAD', expect.any(String), true],
    ]);
    expect(
      ofPatient.edges.every(
        ({ node }) => node.patientId === String(patient.id) && node.patientName === 'Lucía Fernández Soto',
      ),
    ).toBe(true);
    expect(reads[1].node).toMatchObject({ studyId: study.id, userId: String(doctor.id), ip: '127.0.0.1' });

    const ofIntruder = await log({ filter: { userId: String(intruder.id) } });
    expect(ofIntruder.edges.map(({ node }) => [node.action, node.allowed, node.patientId])).toEqual([
      ['PATIENT_RECORD_READ', false, String(patient.id)],
    ]);
    const both = await log({ filter: { userId: String(doctor.id), patientId: String(patient.id) } });
    expect(both.totalCount).toBe(2);
    expect((await log({ filter: { userId: String(intruder.id), patientId: String(lab.id) } })).edges).toEqual([]);
  });

  it('filtra por días de la hora del laboratorio: de 00:00 del primero a 24:00 del último, en Ciudad de México', async () => {
    // March 2021: Mexico City was UTC-6; July 2021, summer time, UTC-5.
    const user = await entriesAt([
      '2021-03-10T05:59:59.999Z',
      '2021-03-10T06:00:00Z',
      '2021-03-11T05:59:59.999Z',
      '2021-03-11T06:00:00Z',
      '2021-07-10T04:59:59Z',
      '2021-07-10T05:00:00Z',
    ]);
    const on = async (from: string | null, until: string | null) =>
      (await log({ filter: { userId: String(user.id), from, until } })).edges.map(({ node }) => node.at);
    expect(await on('2021-03-10', '2021-03-10')).toEqual(['2021-03-11T05:59:59.999Z', '2021-03-10T06:00:00.000Z']);
    expect(await on('2021-03-11', null)).toEqual([
      '2021-07-10T05:00:00.000Z',
      '2021-07-10T04:59:59.000Z',
      '2021-03-11T06:00:00.000Z',
    ]);
    expect(await on(null, '2021-03-09')).toEqual(['2021-03-10T05:59:59.999Z']);
    expect(await on('2021-07-10', '2021-07-10')).toEqual(['2021-07-10T05:00:00.000Z']);
    expect((await log({ filter: { userId: String(user.id), from: '', until: '' } })).totalCount).toBe(6);
  });

  it('pagina con cursores, del más nuevo al más antiguo, sin repetir ni saltar filas (también con la misma hora)', async () => {
    const user = await entriesAt([
      '2022-01-05T10:00:00Z',
      '2022-01-05T12:00:00Z',
      '2022-01-05T12:00:00Z',
      '2022-01-06T09:00:00Z',
      '2022-01-04T23:00:00Z',
    ]);
    const filter = { userId: String(user.id) };
    const everything = await log({ filter, first: 100 });
    expect(everything.totalCount).toBe(5);
    expect(everything.pageInfo.hasNextPage).toBe(false);
    const seen: string[] = [];
    let after: string | null = null;
    const pages: boolean[] = [];
    do {
      const page: LogPage = await log({ filter, first: 2, after });
      expect(page.totalCount).toBe(5);
      seen.push(...page.edges.map(({ node }) => node.id));
      pages.push(page.pageInfo.hasNextPage);
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)!.cursor);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(pages).toEqual([true, true, false]);
    expect(seen).toEqual(everything.edges.map(({ node }) => node.id));
    const times = everything.edges.map(({ node }) => node.at);
    expect(times).toEqual([
      '2022-01-06T09:00:00.000Z',
      '2022-01-05T12:00:00.000Z',
      '2022-01-05T12:00:00.000Z',
      '2022-01-05T10:00:00.000Z',
      '2022-01-04T23:00:00.000Z',
    ]);
    // The same moment: the later entry first.
    expect(Number(everything.edges[1].node.id)).toBeGreaterThan(Number(everything.edges[2].node.id));
  });

  it('una fecha, un rango, un id, un tamaño de página o un cursor inválidos responden BAD_USER_INPUT en español, nunca un error interno', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filter: { from: '2025-02-30' } }, messages.dateInvalid],
      [{ filter: { until: '10/03/2025' } }, messages.dateInvalid],
      [{ filter: { from: '0001-01-01' } }, messages.dateInvalid],
      [{ filter: { from: '99999-01-01' } }, messages.dateInvalid],
      [{ filter: { from: '2025-03-10', until: '2025-03-09' } }, messages.accessLogRangeInvalid],
      [{ filter: { userId: 'abc' } }, messages.idInvalid],
      [{ filter: { patientId: '99999999999' } }, messages.idInvalid],
      [{ filter: { patientId: '-3' } }, messages.idInvalid],
      [{ first: 0 }, messages.pageSizeInvalid],
      [{ first: 101 }, messages.pageSizeInvalid],
      [{ after: 'no-es-un-cursor' }, messages.cursorInvalid],
      [{ after: Buffer.from('registro:-1').toString('base64url') }, messages.cursorInvalid],
    ];
    for (const [variables, message] of cases) {
      expect(await refusal(variables), JSON.stringify(variables)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
  });

  it('solo el administrador: los demás roles reciben FORBIDDEN y sin sesión UNAUTHENTICATED, por GraphQL y por el CSV', async () => {
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const user = await server.signedIn(role);
      expect(await refusal({}, user.token), role).toEqual({ code: 'FORBIDDEN', message: messages.forbidden });
      const response = await csv('', user.token);
      expect(response.statusCode, role).toBe(403);
      expect(response.body).not.toContain('Fecha y hora');
    }
    const anonymous = await server.gql(LOG, {});
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await csv('', null)).statusCode).toBe(401);
  });

  describe('la exportación CSV', () => {
    it('trae encabezados en español, una fila por entrada del filtro, horas de Ciudad de México y campos que una hoja de cálculo no ejecuta', async () => {
      const lab = await server.signedIn('laboratory');
      const doctor = await server.signedIn('doctor', { name: '@Admin', lastname: 'Falso' });
      const patient = await server.signedIn('patient', {
        doctorId: doctor.id,
        name: '=HYPERLINK("http://x.mx")',
        lastname: '-1+2',
        motherLastname: '',
      });
      const study = await studyWithFiles(server, lab.token, patient.id);
      const response = await server.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: 'query ($id: ID!) { study(id: $id) { id } }', variables: { id: study.id } },
        headers: { 'content-type': 'application/json', 'user-agent': '+SUMA(A1:A9)', ...bearer(doctor.token) },
      });
      expect(response.statusCode).toBe(200);

      const exported = await csv(`?userId=${doctor.id}&patientId=${patient.id}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toMatch(
        /^attachment; filename="registro-de-accesos-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(exported.headers['cache-control']).toBe('private, no-store');
      expect(exported.body.startsWith('\uFEFF"Fecha y hora (Ciudad de México)","Usuario"')).toBe(true);
      const rows = parse(exported.body, { bom: true }) as string[][];
      expect(rows[0]).toEqual([
        'Fecha y hora (Ciudad de México)',
        'Usuario',
        'ID de usuario',
        'Acción',
        'Resultado',
        'Paciente',
        'ID de paciente',
        'Estudio',
        'Archivo',
        'ID de archivo',
        'Mensaje del chat',
        'Dirección IP',
        'Navegador',
      ]);
      expect(rows).toHaveLength(2);
      const [when, user, userId, action, result, patientName, patientId, studyId, , , , ip, agent] = rows[1];
      expect(when).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect([user, userId, action, result, patientId, studyId, ip]).toEqual([
        "'@Admin Falso",
        String(doctor.id),
        'Consultó un estudio',
        'Permitido',
        String(patient.id),
        study.id,
        '127.0.0.1',
      ]);
      expect(patientName).toBe(`'=HYPERLINK("http://x.mx") -1+2`);
      expect(agent).toBe("'+SUMA(A1:A9)");
      // Every field quoted, inner quotes doubled.
      expect(exported.body).toContain(`"'=HYPERLINK(""http://x.mx"") -1+2"`);
    });

    it('filtra por días como la consulta, con la hora del laboratorio, y recorre más de un lote sin guardarlo todo en memoria', async () => {
      const user = await entriesAt(['2021-03-10T05:59:59Z', '2021-03-10T06:00:00Z'], {
        allowed: false,
        action: 'study_read',
        studyId: 77,
        patientId: null,
      });
      const day = await csv(`?userId=${user.id}&from=2021-03-10&until=2021-03-10`);
      const rows = parse(day.body, { bom: true }) as string[][];
      expect(rows.slice(1).map((row) => [row[0], row[3], row[4], row[7], row[5]])).toEqual([
        ['2021-03-10 00:00:00', 'Consultó un estudio', 'Rechazado', '77', ''],
      ]);

      const many = await entriesAt(
        Array.from({ length: 1203 }, (_, index) => new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString()),
      );
      const all = parse((await csv(`?userId=${many.id}`)).body, { bom: true }) as string[][];
      expect(all).toHaveLength(1204);
      expect(all[1][0]).toBe('2020-01-01 14:02:00');
      expect(all.at(-1)![0]).toBe('2019-12-31 18:00:00');
      expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(1203);
    });

    it('un filtro inválido en el CSV responde 400 con el mensaje en español', async () => {
      for (const [query, message] of [
        ['?from=2025-13-01', messages.dateInvalid],
        ['?from=2025-03-02&until=2025-03-01', messages.accessLogRangeInvalid],
        ['?userId=abc', messages.idInvalid],
        ['?userId=1&userId=2', messages.idInvalid],
        ['?from=2025-01-01&from=2025-01-02', messages.dateInvalid],
      ]) {
        const response = await csv(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ message, code: 'BAD_USER_INPUT' });
      }
    });
  });
});
