import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openingHours, qualityTargets } from '../../../server/src/quality/indicators.tables.js';
import { createUser } from '../../support/factories.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { chatAt, createStudyAt, createStudyType, createSurvey, labTime, surveySent } from '../../support/quality.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { everyDay, indicator, indicatorsOf, UPDATE_HOURS, UPDATE_TARGETS } from './indicator-requests.js';

const noTargets = {
  nps: null,
  averageRating: null,
  responseRate: null,
  turnaroundMedianHours: null,
  turnaroundP90Hours: null,
  chatFirstResponseMedianMinutes: null,
  chatFirstResponseP90Minutes: null,
  expiredUnread: null,
};
const labWeek = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '19:00' })),
  { weekday: 6, opensAt: '09:00', closesAt: '14:00' },
  { weekday: 7, opensAt: null, closesAt: null },
];

// Targets and opening hours are the whole lab's: this file changes them on a database of its own.
describe(`metas y horario de atención de los indicadores (${databaseKind()})`, () => {
  let database: PrivateDatabase;
  let server: TestServer;
  let admin: Awaited<ReturnType<TestServer['signedIn']>>;
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
    admin = await server.signedIn('admin');
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('el administrador pone metas y cada indicador queda en verde, en rojo, sin meta o sin datos', async () => {
    const db = server.db;
    const survey = await createSurvey(db);
    const patient = await createUser(db, 'patient');
    const type = await createStudyType(db);
    const sent = { patientId: patient.id, studyTypeId: type.id, sentAt: labTime('1959-02-01T10:00') };
    const answeredAt = labTime('1959-02-02T10:00');
    await surveySent(db, survey, { ...sent, answeredAt, nps: 10 });
    await surveySent(db, survey, { ...sent, answeredAt, nps: 10 });
    await surveySent(db, survey, { ...sent, answeredAt, nps: 0 });
    await surveySent(db, survey, sent);
    await createStudyAt(db, {
      patientId: patient.id,
      studyTypeId: type.id,
      studyDate: '1959-02-01',
      deliveredAt: labTime('1959-02-01T10:00'),
    });

    const saved = await server.gql<{ updateQualityTargets: Record<string, unknown> }>(
      UPDATE_TARGETS,
      { input: { ...noTargets, nps: 30, responseRate: 90, averageRating: 4 } },
      admin.token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateQualityTargets).toMatchObject({
      nps: 30,
      responseRate: 90,
      updatedByName: admin.fullName,
    });

    const lab = await server.signedIn('laboratory');
    const view = await indicatorsOf(server, lab.token, '1959-01-01', '1959-12-31');
    expect(indicator(view, 'NPS')).toEqual({ key: 'NPS', value: 33.3, sampleSize: 3, target: 30, status: 'MET' });
    expect(indicator(view, 'RESPONSE_RATE')).toMatchObject({ value: 75, target: 90, status: 'MISSED' });
    expect(indicator(view, 'AVERAGE_RATING')).toMatchObject({ value: null, target: 4, status: 'NO_DATA' });
    expect(indicator(view, 'TURNAROUND_MEDIAN_HOURS')).toMatchObject({ value: 10, target: null, status: 'NO_TARGET' });
    expect(view.targets).toMatchObject({ nps: 30, responseRate: 90, averageRating: 4, expiredUnread: null });

    // The median turnaround (10 h) against targets at and below it; NPS above it.
    await server.gql(UPDATE_TARGETS, { input: { nps: 34, turnaroundMedianHours: 10 } }, admin.token);
    const again = await indicatorsOf(server, lab.token, '1959-01-01', '1959-12-31');
    expect(indicator(again, 'NPS')).toMatchObject({ target: 34, status: 'MISSED' });
    expect(indicator(again, 'TURNAROUND_MEDIAN_HOURS')).toMatchObject({ target: 10, status: 'MET' });
    expect(indicator(again, 'RESPONSE_RATE')).toMatchObject({ target: null, status: 'NO_TARGET' });
    await server.gql(UPDATE_TARGETS, { input: { turnaroundMedianHours: 9.5 } }, admin.token);
    const third = await indicatorsOf(server, lab.token, '1959-01-01', '1959-12-31');
    expect(indicator(third, 'TURNAROUND_MEDIAN_HOURS')).toMatchObject({ target: 9.5, status: 'MISSED' });
  });

  it('una meta fuera de sus límites se rechaza en español con el campo, y nada cambia', async () => {
    await server.gql(UPDATE_TARGETS, { input: { nps: 20, expiredUnread: 3 } }, admin.token);
    const [before] = await server.db.select().from(qualityTargets);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ nps: 101 }, 'nps', 'La meta de NPS debe ser un número entero entre -100 y 100'],
      [{ averageRating: 5.5 }, 'averageRating', 'La meta de calificación debe estar entre 1 y 5'],
      [{ responseRate: -1 }, 'responseRate', 'La meta de tasa de respuesta debe estar entre 0 y 100 %'],
      [
        { turnaroundP90Hours: 0 },
        'turnaroundP90Hours',
        'La meta debe ser un número de horas mayor a 0 y de hasta 8760',
      ],
      [
        { chatFirstResponseMedianMinutes: 100_001 },
        'chatFirstResponseMedianMinutes',
        'La meta debe ser un número de minutos mayor a 0 y de hasta 100000',
      ],
      [{ expiredUnread: -2 }, 'expiredUnread', 'La meta debe ser un número entero mayor o igual a 0'],
    ];
    for (const [input, field, message] of refusals) {
      const result = await server.gql(UPDATE_TARGETS, { input: { nps: 50, ...input } }, admin.token);
      expect(result, field).toMatchObject({ status: 200, data: null });
      expect(result.errors![0], field).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await server.db.select().from(qualityTargets)).toEqual([before]);
  });

  it('primera respuesta del chat en horario de atención: el aviso automático de resultado listo no es una respuesta', async () => {
    await server.gql(UPDATE_HOURS, { input: { days: labWeek } }, admin.token);
    const db = server.db;
    const staff = await createUser(db, 'office-admin');
    const patient = await createUser(db, 'patient');
    // 1961-01-02 is a Monday.
    await chatAt(db, patient.id, staff.id, [
      { by: 'patient', at: labTime('1961-01-02T10:00') },
      { by: 'patient', at: labTime('1961-01-02T10:05') }, // still the same wait
      { by: 'lab-notice', at: labTime('1961-01-02T10:10') },
      { by: 'staff', at: labTime('1961-01-02T10:30') }, // 30 min
      { by: 'patient', at: labTime('1961-01-02T18:50') },
      { by: 'staff', at: labTime('1961-01-03T09:10') }, // 10 + 10 min
      { by: 'patient', at: labTime('1961-01-07T13:30') }, // Saturday
      { by: 'staff', at: labTime('1961-01-09T09:30') }, // 30 + 30 min
      { by: 'patient', at: labTime('1961-01-10T11:00') }, // not answered yet
    ]);
    const lab = await server.signedIn('laboratory');
    const view = await indicatorsOf(server, lab.token, '1961-01-01', '1961-01-31');
    expect(indicator(view, 'CHAT_FIRST_RESPONSE_MEDIAN_MINUTES')).toMatchObject({ value: 30, sampleSize: 3 });
    expect(indicator(view, 'CHAT_FIRST_RESPONSE_P90_MINUTES')).toMatchObject({ value: 54, sampleSize: 3 });

    // Open every day 09:00–19:00: the Saturday wait now counts the Saturday afternoon and the Sunday.
    const saved = await server.gql<{ updateOpeningHours: { updatedByName: string } }>(
      UPDATE_HOURS,
      { input: { days: everyDay('09:00', '19:00') } },
      admin.token,
    );
    expect(saved.data!.updateOpeningHours.updatedByName).toBe(admin.fullName);
    const longer = await indicatorsOf(server, lab.token, '1961-01-01', '1961-01-31');
    expect(indicator(longer, 'CHAT_FIRST_RESPONSE_MEDIAN_MINUTES')).toMatchObject({ value: 30 });
    expect(indicator(longer, 'CHAT_FIRST_RESPONSE_P90_MINUTES')).toMatchObject({
      value: 30 + 0.8 * (330 + 600 + 30 - 30),
    });
    expect(longer.openingHours.days).toEqual(everyDay('09:00', '19:00'));
    await server.gql(UPDATE_HOURS, { input: { days: labWeek } }, admin.token);
  });

  it('el horario se guarda completo: cada día una vez, ambas horas o ninguna, el cierre después de la apertura', async () => {
    await server.gql(UPDATE_HOURS, { input: { days: labWeek } }, admin.token);
    const before = await server.db.select().from(openingHours).orderBy(openingHours.weekday);
    const week = (change: Record<string, unknown>) =>
      labWeek.map((day) => (day.weekday === 2 ? { ...day, ...change } : day));
    const refusals: [unknown, string, string][] = [
      [labWeek.slice(0, 6), 'days', 'Indica el horario de los siete días de la semana, una vez cada uno'],
      [
        [...labWeek.slice(0, 6), { weekday: 1, opensAt: null, closesAt: null }],
        'days',
        'Indica el horario de los siete días de la semana, una vez cada uno',
      ],
      [week({ closesAt: null }), 'days.1.closesAt', 'Indica la hora de apertura y la de cierre, o deja el día cerrado'],
      [week({ closesAt: '08:00' }), 'days.1.closesAt', 'La hora de cierre debe ser posterior a la de apertura'],
      [week({ opensAt: '9am' }), 'days.1.opensAt', 'La hora debe tener el formato HH:MM'],
    ];
    for (const [days, field, message] of refusals) {
      const result = await server.gql(UPDATE_HOURS, { input: { days } }, admin.token);
      expect(result.errors![0], field).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(await server.db.select().from(openingHours).orderBy(openingHours.weekday)).toEqual(before);
  });

  it('leen los indicadores administración, laboratorio y recepción; doctores y pacientes no; solo el administrador cambia metas y horario', async () => {
    const query = '{ qualityIndicators { from } }';
    for (const role of ['admin', 'laboratory', 'office-admin'] as const) {
      const who = await server.signedIn(role);
      expect((await server.gql(query, {}, who.token)).errors, role).toBeUndefined();
      const csv = await server.inject({
        method: 'GET',
        url: '/quality-indicators.csv',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(csv.statusCode, role).toBe(200);
    }
    for (const role of ['doctor', 'patient'] as const) {
      const who = await server.signedIn(role);
      expect((await server.gql(query, {}, who.token)).errors![0].extensions!.code, role).toBe('FORBIDDEN');
      const csv = await server.inject({
        method: 'GET',
        url: '/quality-indicators.csv',
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(csv.statusCode, role).toBe(403);
    }
    expect((await server.gql(query)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await server.inject({ method: 'GET', url: '/quality-indicators.csv' })).statusCode).toBe(401);

    const [targetsBefore] = await server.db.select().from(qualityTargets);
    const hoursBefore = await server.db.select().from(openingHours).orderBy(openingHours.weekday);
    for (const role of ['laboratory', 'office-admin', 'doctor', 'patient'] as const) {
      const who = await server.signedIn(role);
      const targets = await server.gql(UPDATE_TARGETS, { input: { nps: -100 } }, who.token);
      expect(targets.errors![0].extensions!.code, role).toBe('FORBIDDEN');
      const hours = await server.gql(UPDATE_HOURS, { input: { days: everyDay(null, null) } }, who.token);
      expect(hours.errors![0].extensions!.code, role).toBe('FORBIDDEN');
    }
    expect(await server.db.select().from(qualityTargets)).toEqual([targetsBefore]);
    expect(await server.db.select().from(openingHours).orderBy(openingHours.weekday)).toEqual(hoursBefore);
  });

  it('el CSV trae los indicadores con su meta y estado, y los desgloses del periodo', async () => {
    const db = server.db;
    const patient = await createUser(db, 'patient');
    const type = await createStudyType(db, 'Tomografía');
    await createStudyAt(db, {
      patientId: patient.id,
      studyTypeId: type.id,
      studyDate: '1963-05-06',
      deliveredAt: labTime('1963-05-07T06:00'),
    });
    await server.gql(UPDATE_TARGETS, { input: { turnaroundMedianHours: 24 } }, admin.token);
    const office = await server.signedIn('office-admin');
    const response = await server.inject({
      method: 'GET',
      url: '/quality-indicators.csv?from=1963-05-01&to=1963-05-31',
      headers: { authorization: `Bearer ${office.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="indicadores-de-calidad-1963-05-01-a-1963-05-31.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Periodo","1963-05-01","1963-05-31"');
    expect(lines).toContain('"Tiempo de entrega (mediana)","30","horas","1","24","No cumple"');
    expect(lines).toContain('"NPS","","puntos (-100 a 100)","0","","Sin datos"');
    expect(lines).toContain(`"${type.name}","1","30","30"`);
    expect(lines).toContain(`"1963-05","${type.name}","1"`);

    const wrong = await server.inject({
      method: 'GET',
      url: '/quality-indicators.csv?from=1963-06-01&to=1963-05-31',
      headers: { authorization: `Bearer ${office.token}` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'La fecha inicial no puede ser posterior a la fecha final' });
  });
});
