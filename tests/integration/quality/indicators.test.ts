import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { createUser } from '../../support/factories.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import {
  createBranchOffice,
  createStudyAt,
  createStudyType,
  createSurvey,
  labTime,
  surveySent,
} from '../../support/quality.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { indicator, indicatorsOf } from './indicator-requests.js';

// Each scenario lives in a year of its own, long past, so that its figures are its own.
describe(`indicadores de calidad calculados de los datos (${databaseKind()})`, () => {
  let database: PrivateDatabase;
  let server: TestServer;
  let office: { token: string };
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
    office = await server.signedIn('office-admin');
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('NPS, calificación promedio y tasa de respuesta del periodo, por tipo de estudio y por sucursal, sin nombrar a nadie', async () => {
    const db = server.db;
    const survey = await createSurvey(db);
    const patient = await createUser(db, 'patient');
    const panoramic = await createStudyType(db, 'Panorámica');
    const tomography = await createStudyType(db, 'Tomografía');
    const roma = await createBranchOffice(db);
    const sent = (day: string) => labTime(`1951-${day}T10:00`);
    const answered = (day: string) => labTime(`1951-${day}T18:00`);
    const base = { patientId: patient.id, studyTypeId: panoramic.id, branchOfficeId: roma.id };
    await surveySent(db, survey, { ...base, sentAt: sent('03-01'), answeredAt: answered('03-02'), nps: 10, rating: 5 });
    await surveySent(db, survey, { ...base, sentAt: sent('03-01'), answeredAt: answered('03-03'), nps: 9, rating: 4 });
    await surveySent(db, survey, { ...base, sentAt: sent('03-05'), answeredAt: answered('03-05'), nps: 6, rating: 4 });
    const other = { patientId: patient.id, studyTypeId: tomography.id };
    await surveySent(db, survey, { ...other, sentAt: sent('04-01'), answeredAt: answered('04-02'), nps: 8, rating: 3 });
    await surveySent(db, survey, { ...other, sentAt: sent('04-01') });
    // Outside the period: sent and answered in 1952.
    await surveySent(db, survey, {
      ...other,
      sentAt: labTime('1952-01-10T10:00'),
      answeredAt: labTime('1952-01-11T10:00'),
      nps: 0,
    });

    const view = await indicatorsOf(server, office.token, '1951-01-01', '1951-12-31');
    expect(indicator(view, 'NPS')).toMatchObject({ value: 25, sampleSize: 4, status: 'NO_TARGET' });
    expect(indicator(view, 'AVERAGE_RATING')).toMatchObject({ value: 4, sampleSize: 4 });
    expect(indicator(view, 'RESPONSE_RATE')).toMatchObject({ value: 80, sampleSize: 5 });

    const byType = Object.fromEntries(view.surveyByStudyType.map((row) => [row.studyType.name, row.figures]));
    expect(byType[panoramic.name]).toMatchObject({
      nps: 33.3,
      npsAnswers: 3,
      averageRating: 4.33,
      ratingAnswers: 3,
      responseRate: 100,
      invitations: 3,
      answered: 3,
    });
    expect(byType[tomography.name]).toMatchObject({
      nps: 0,
      averageRating: 3,
      responseRate: 50,
      invitations: 2,
      answered: 1,
    });
    expect(view.surveyByBranchOffice).toEqual([
      {
        branchOffice: { id: String(roma.id), name: roma.name },
        figures: expect.objectContaining({ nps: 33.3, invitations: 3 }),
      },
      { branchOffice: null, figures: expect.objectContaining({ nps: 0, invitations: 2 }) },
    ]);
    // Only counts: no field of the answer can name a patient or a doctor.
    expect(JSON.stringify(view)).not.toContain(String(patient.fullName));
  });

  it('tiempo de entrega desde la fecha del estudio hasta que el resultado llega al paciente: mediana y percentil 90, por tipo; estudios entregados por mes', async () => {
    const db = server.db;
    const patient = await createUser(db, 'patient');
    const type = await createStudyType(db, 'Periapical');
    const other = await createStudyType(db, 'Cefalometría');
    const study = (studyTypeId: number, studyDate: string, deliveredAt: Date | null) =>
      createStudyAt(db, { patientId: patient.id, studyTypeId, studyDate, deliveredAt });
    await study(type.id, '1953-03-02', labTime('1953-03-02T12:00')); // 12 h
    await study(type.id, '1953-03-02', labTime('1953-03-03T00:00')); // 24 h
    await study(type.id, '1953-03-02', labTime('1953-03-04T00:00')); // 48 h
    await study(other.id, '1953-04-10', labTime('1953-04-10T01:00')); // 1 h
    await study(type.id, '1953-03-02', null); // not delivered yet
    await study(type.id, '1953-12-20', labTime('1954-01-02T00:00')); // delivered after the period

    const view = await indicatorsOf(server, office.token, '1953-01-01', '1953-04-30');
    expect(indicator(view, 'TURNAROUND_MEDIAN_HOURS')).toMatchObject({ value: 18, sampleSize: 4 });
    expect(indicator(view, 'TURNAROUND_P90_HOURS')).toMatchObject({ value: 40.8, sampleSize: 4 });
    expect(view.turnaroundByStudyType).toEqual([
      { studyType: { name: other.name }, sampleSize: 1, medianHours: 1, p90Hours: 1 },
      { studyType: { name: type.name }, sampleSize: 3, medianHours: 24, p90Hours: 43.2 },
    ]);
    expect(view.deliveredByMonth).toEqual([
      { month: '1953-01', total: 0, byStudyType: [] },
      { month: '1953-02', total: 0, byStudyType: [] },
      { month: '1953-03', total: 3, byStudyType: [{ studyType: { name: type.name }, count: 3 }] },
      { month: '1953-04', total: 1, byStudyType: [{ studyType: { name: other.name }, count: 1 }] },
    ]);
    // The survey indicators have nothing to measure in that period.
    expect(indicator(view, 'NPS')).toMatchObject({ value: null, sampleSize: 0, status: 'NO_DATA' });
  });

  it('resultados que vencieron sin que el paciente abriera un archivo: los que abrió el doctor cuentan como no leídos', async () => {
    const db = server.db;
    const doctor = await createUser(db, 'doctor');
    const patient = await createUser(db, 'patient', { doctorId: doctor.id });
    const type = await createStudyType(db, 'Oclusal');
    const expired = (deliveredAt: Date | null) =>
      createStudyAt(db, {
        patientId: patient.id,
        studyTypeId: type.id,
        studyDate: '1957-05-01',
        deliveredAt,
        expiresAt: labTime('1957-06-10T12:00'),
      });
    const openedByPatient = await expired(labTime('1957-05-02T10:00'));
    const openedByDoctor = await expired(labTime('1957-05-02T10:00'));
    await expired(labTime('1957-05-02T10:00'));
    await expired(null); // never delivered: not a result that expired unread
    const opened = (studyId: number, userId: number, action: 'view' | 'download') => ({
      studyId,
      userId,
      patientId: patient.id,
      action,
      at: labTime('1957-05-03T10:00'),
    });
    await db
      .insert(accessLog)
      .values([opened(openedByPatient, patient.id, 'download'), opened(openedByDoctor, doctor.id, 'view')]);
    // A refused attempt of the patient is not an opening.
    await db.insert(accessLog).values({ ...opened(openedByDoctor, patient.id, 'view'), allowed: false });

    const view = await indicatorsOf(server, office.token, '1957-06-01', '1957-06-30');
    expect(indicator(view, 'EXPIRED_UNREAD')).toMatchObject({ value: 2, sampleSize: 3 });
    expect(view.expiredUnreadByStudyType).toEqual([{ studyType: { name: type.name }, expired: 3, unread: 2 }]);
    const before = await indicatorsOf(server, office.token, '1957-05-01', '1957-05-31');
    expect(indicator(before, 'EXPIRED_UNREAD')).toMatchObject({ value: null, sampleSize: 0, status: 'NO_DATA' });
  });

  it('sin periodo, los últimos 90 días hasta hoy; un periodo al revés o de más de 3 años se rechaza', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    const all = await server.gql<{ qualityIndicators: { from: string; to: string } }>(
      '{ qualityIndicators { from to } }',
      {},
      office.token,
    );
    expect(all.data!.qualityIndicators.to).toBe(today);
    const days = (Date.parse(today) - Date.parse(all.data!.qualityIndicators.from)) / 86_400_000 + 1;
    expect(days).toBe(90);

    const query = 'query ($from: Date, $to: Date) { qualityIndicators(from: $from, to: $to) { from } }';
    const reversed = await server.gql(query, { from: '1960-02-01', to: '1960-01-01' }, office.token);
    expect(reversed.errors![0]).toMatchObject({
      message: 'La fecha inicial no puede ser posterior a la fecha final',
      extensions: { code: 'BAD_USER_INPUT', field: 'to' },
    });
    const long = await server.gql(query, { from: '1960-01-01', to: '1963-01-02' }, office.token);
    expect(long.errors![0]).toMatchObject({
      message: 'El periodo puede abarcar hasta 3 años',
      extensions: { code: 'BAD_USER_INPUT', field: 'to' },
    });
    const future = await server.gql(query, { from: '2999-01-01' }, office.token);
    expect(future.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'to' });
  });
});
