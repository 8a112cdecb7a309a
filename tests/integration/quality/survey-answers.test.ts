import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { surveyAnswers, surveyInvitations, surveyResponses } from '../../../server/src/quality/survey.tables.js';
import { studies } from '../../../server/src/studies/studies.tables.js';
import { createBranchOffice } from '../../../server/src/app-content/branch-offices.service.js';
import { systemActor } from '../../../server/src/common/actor.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ANSWER,
  DEACTIVATE,
  fullAnswers,
  ok,
  type Pending,
  PENDING,
  refusal,
  surveyRequests,
} from './survey-requests.js';

const SET_VISIBLE = 'mutation ($id: ID!, $v: Boolean!) { setStudyVisible(id: $id, visible: $v) { id } }';

// The active survey is the lab's: on PostgreSQL this file has a database of its own.
describe(`encuesta de calidad: el paciente la contesta (${databaseKind()})`, () => {
  let database: PrivateDatabase;
  let server: TestServer;
  let adminToken: string;
  let labToken: string;
  let api: ReturnType<typeof surveyRequests>;
  let officeId: number;
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
    adminToken = (await server.signedIn('admin')).token;
    labToken = (await server.signedIn('laboratory')).token;
    api = surveyRequests(
      server,
      () => adminToken,
      () => labToken,
    );
    officeId = (
      await createBranchOffice(server.app.deps, systemActor, {
        name: 'Sucursal Centro',
        address: 'Av. Juárez 10, Centro',
        lat: 19.43,
        lng: -99.13,
        contacts: [],
        phones: [],
        published: true,
      })
    ).id;
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const invitationsOf = (studyId: string) =>
    server.db
      .select()
      .from(surveyInvitations)
      .where(eq(surveyInvitations.studyId, Number(studyId)));
  const responsesOf = (invitationId: string) =>
    server.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.invitationId, Number(invitationId)));
  const answer = (token: string, invitationId: string, answers: unknown) =>
    server.gql(ANSWER, { input: { invitationId, answers } }, token);
  const onlyPending = async (token: string): Promise<Pending> => {
    const page = await api.pending(token);
    expect(page.totalCount).toBe(1);
    return page.edges[0].node;
  };

  it('al entregarse el resultado, el paciente tiene la encuesta activa pendiente, con su estudio y preguntas', async () => {
    const survey = await api.activated();
    const { patient, study } = await api.deliveredPatient({ branchOfficeId: String(officeId) });
    const [invitation] = await invitationsOf(study.id);
    expect(invitation).toMatchObject({
      surveyId: Number(survey.id),
      patientId: patient.id,
      studyTypeId: Number(study.studyType.id),
      branchOfficeId: officeId,
      answeredAt: null,
    });
    const pending = await onlyPending(patient.token);
    expect(pending).toMatchObject({
      invitationId: String(invitation.id),
      title: survey.title,
      intro: survey.intro,
      study: { id: study.id, studyDate: study.studyDate, studyType: study.studyType },
    });
    expect(pending.questions.map((question) => question.kind)).toEqual([
      'NPS',
      'RATING',
      'SINGLE_CHOICE',
      'YES_NO',
      'TEXT',
    ]);
    expect(new Date(pending.answerBefore).getTime() - new Date(pending.createdAt).getTime()).toBe(30 * 86_400_000);
  });

  it('una sola invitación por estudio aunque se vuelva a mostrar; sin encuesta activa, ninguna', async () => {
    const survey = await api.activated();
    const { study } = await api.deliveredPatient();
    for (const visible of [false, true]) ok(await server.gql(SET_VISIBLE, { id: study.id, v: visible }, labToken));
    expect(await invitationsOf(study.id)).toHaveLength(1);
    ok(await api.admin(DEACTIVATE, { id: survey.id }));
    const { patient, study: another } = await api.deliveredPatient();
    expect(
      (
        await server.db
          .select()
          .from(studies)
          .where(eq(studies.id, Number(another.id)))
      )[0].deliveredAt,
    ).not.toBeNull();
    expect(await invitationsOf(another.id)).toEqual([]);
    expect((await api.pending(patient.token)).totalCount).toBe(0);
  });

  it('el paciente contesta: se guarda la respuesta sin su nombre, con tipo de estudio y sucursal, y deja de estar pendiente', async () => {
    await api.activated();
    const { patient, study } = await api.deliveredPatient({ branchOfficeId: String(officeId) });
    const pending = await onlyPending(patient.token);
    const answers = fullAnswers(pending.questions);
    const receipt = ok(await answer(patient.token, pending.invitationId, answers)) as {
      answerSurvey: { invitationId: string; answeredAt: string };
    };
    expect(receipt.answerSurvey.invitationId).toBe(pending.invitationId);
    expect((await api.pending(patient.token)).totalCount).toBe(0);
    const [response] = await responsesOf(pending.invitationId);
    expect(response).toMatchObject({ studyTypeId: Number(study.studyType.id), branchOfficeId: officeId });
    expect(Object.keys(response)).not.toContain('patientId');
    const stored = await server.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.responseId, response.id))
      .orderBy(surveyAnswers.questionId);
    expect(stored.map(({ score, choice, yes, text }) => ({ score, choice, yes, text }))).toEqual([
      { score: 9, choice: null, yes: null, text: null },
      { score: 4, choice: null, yes: null, text: null },
      { score: null, choice: 'Menos de 15 minutos', yes: null, text: null },
      { score: null, choice: null, yes: true, text: null },
      { score: null, choice: null, yes: null, text: 'Muy amables' },
    ]);
    expect(refusal(await answer(patient.token, pending.invitationId, answers))).toEqual({
      code: 'CONFLICT',
      field: 'invitationId',
      message: portalMessages.surveyAlreadyAnswered,
    });
  });

  it.each([
    [
      'un NPS fuera de 0 a 10',
      (a: Answers) => set(a, 0, { score: 11 }),
      'answers.0.score',
      portalMessages.surveyNpsInvalid,
    ],
    [
      'una calificación de 0 estrellas',
      (a: Answers) => set(a, 1, { score: 0 }),
      'answers.1.score',
      portalMessages.surveyRatingInvalid,
    ],
    [
      'una opción que no existe',
      (a: Answers) => set(a, 2, { choice: 'Una hora' }),
      'answers.2.choice',
      portalMessages.surveyChoiceInvalid,
    ],
    [
      'un sí/no sin contestar',
      (a: Answers) => set(a, 3, { yes: null }),
      'answers.3.yes',
      portalMessages.surveyAnswerRequired,
    ],
    [
      'un texto de 141 caracteres',
      (a: Answers) => set(a, 4, { text: 'x'.repeat(141) }),
      'answers.4.text',
      messages.maxTextarea,
    ],
    [
      'una pregunta obligatoria sin respuesta',
      (a: Answers) => a.slice(1),
      'answers',
      portalMessages.surveyAnswersMissing,
    ],
    ['una pregunta repetida', (a: Answers) => [...a, a[0]], 'answers', portalMessages.surveyAnswerRepeated],
    [
      'una pregunta de otra encuesta',
      (a: Answers) => [...a, { questionId: '999999', score: 1 }],
      'answers.5.questionId',
      portalMessages.surveyQuestionUnknown,
    ],
  ])('rechaza %s con el campo y mensaje, sin guardar nada', async (_, change, field, message) => {
    await api.activated();
    const { patient } = await api.deliveredPatient();
    const pending = await onlyPending(patient.token);
    const result = await answer(patient.token, pending.invitationId, change(fullAnswers(pending.questions)));
    expect(refusal(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await responsesOf(pending.invitationId)).toEqual([]);
    expect((await api.pending(patient.token)).totalCount).toBe(1);
  });

  it('la pregunta opcional puede quedar sin respuesta', async () => {
    await api.activated();
    const { patient } = await api.deliveredPatient();
    const pending = await onlyPending(patient.token);
    const answers = fullAnswers(pending.questions).slice(0, 4);
    ok(
      await answer(patient.token, pending.invitationId, [
        ...answers,
        { questionId: pending.questions[4].id, text: '  ' },
      ]),
    );
    const [response] = await responsesOf(pending.invitationId);
    expect(await server.db.select().from(surveyAnswers).where(eq(surveyAnswers.responseId, response.id))).toHaveLength(
      4,
    );
  });

  it('la encuesta de otro paciente no se encuentra; el personal no contesta', async () => {
    await api.activated();
    const { patient } = await api.deliveredPatient();
    const other = await api.deliveredPatient();
    const pending = await onlyPending(patient.token);
    const answers = fullAnswers(pending.questions);
    expect(refusal(await answer(other.patient.token, pending.invitationId, answers)).code).toBe('NOT_FOUND');
    expect(refusal(await answer(labToken, pending.invitationId, answers)).code).toBe('FORBIDDEN');
    expect(refusal(await server.gql(PENDING, {}, labToken)).code).toBe('FORBIDDEN');
    expect(refusal(await server.gql(PENDING, {})).code).toBe('UNAUTHENTICATED');
    expect(refusal(await answer('', pending.invitationId, answers)).code).toBe('UNAUTHENTICATED');
    expect((await api.pending(patient.token)).totalCount).toBe(1);
  });

  it('el personal oculta el estudio: su encuesta deja de estar pendiente y contestarla no se encuentra, sin guardar nada; al mostrarlo, vuelve', async () => {
    await api.activated();
    const { patient, study } = await api.deliveredPatient();
    const pending = await onlyPending(patient.token);
    const answers = fullAnswers(pending.questions);
    ok(await server.gql(SET_VISIBLE, { id: study.id, v: false }, labToken));
    const hidden = await api.pending(patient.token);
    expect(hidden).toMatchObject({ totalCount: 0, edges: [] });
    const refused = refusal(await answer(patient.token, pending.invitationId, answers));
    expect(refused.code).toBe('NOT_FOUND');
    expect(refused).toEqual(refusal(await answer(patient.token, '999999999', answers)));
    const [invitation] = await invitationsOf(study.id);
    expect(invitation.answeredAt).toBeNull();
    expect(await responsesOf(pending.invitationId)).toEqual([]);
    ok(await server.gql(SET_VISIBLE, { id: study.id, v: true }, labToken));
    expect((await onlyPending(patient.token)).invitationId).toBe(pending.invitationId);
    ok(await answer(patient.token, pending.invitationId, answers));
  });

  it('dos respuestas a la vez: se guarda exactamente una', async () => {
    await api.activated();
    const { patient } = await api.deliveredPatient();
    const pending = await onlyPending(patient.token);
    const answers = fullAnswers(pending.questions);
    const results = await Promise.all([1, 2, 3].map(() => answer(patient.token, pending.invitationId, answers)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.filter((result) => refusal(result).code === 'CONFLICT')).toHaveLength(2);
    const responses = await responsesOf(pending.invitationId);
    expect(responses).toHaveLength(1);
  });

  it('después de 30 días, o si se activa otra encuesta, ya no está pendiente ni se puede contestar', async () => {
    await api.activated();
    const old = await api.deliveredPatient();
    const current = await api.deliveredPatient();
    const oldPending = await onlyPending(old.patient.token);
    const currentPending = await onlyPending(current.patient.token);
    await server.db
      .update(surveyInvitations)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(surveyInvitations.id, Number(oldPending.invitationId)));
    expect((await api.pending(old.patient.token)).totalCount).toBe(0);
    expect(
      refusal(await answer(old.patient.token, oldPending.invitationId, fullAnswers(oldPending.questions))),
    ).toEqual({
      code: 'CONFLICT',
      field: 'invitationId',
      message: portalMessages.surveyClosed,
    });
    await api.activated();
    expect((await api.pending(current.patient.token)).totalCount).toBe(0);
    expect(
      refusal(await answer(current.patient.token, currentPending.invitationId, fullAnswers(currentPending.questions)))
        .code,
    ).toBe('CONFLICT');
    const ids = [oldPending, currentPending].map((item) => Number(item.invitationId));
    expect(await server.db.select().from(surveyResponses).where(inArray(surveyResponses.invitationId, ids))).toEqual(
      [],
    );
  });

  it('el estudio guarda su sucursal; una sucursal que no existe se rechaza', async () => {
    const { study } = await api.deliveredPatient({ branchOfficeId: String(officeId) });
    const read = await server.gql<{ study: { branchOffice: { id: string; name: string } | null } }>(
      'query ($id: ID!) { study(id: $id) { branchOffice { id name } } }',
      { id: study.id },
      labToken,
    );
    expect(ok(read).study.branchOffice).toEqual({ id: String(officeId), name: 'Sucursal Centro' });
    const refused = await server.gql(
      'mutation ($id: ID!, $input: StudyChangesInput!) { updateStudy(id: $id, input: $input) { id } }',
      {
        id: study.id,
        input: { studyTypeId: study.studyType.id, studyDate: study.studyDate, branchOfficeId: '999999' },
      },
      labToken,
    );
    expect(refusal(refused)).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'branchOfficeId',
      message: messages.studyBranchOfficeUnknown,
    });
    const cleared = await server.gql<{ updateStudy: { branchOffice: null } }>(
      'mutation ($id: ID!, $input: StudyChangesInput!) { updateStudy(id: $id, input: $input) { branchOffice { id } } }',
      { id: study.id, input: { studyTypeId: study.studyType.id, studyDate: study.studyDate, branchOfficeId: null } },
      labToken,
    );
    expect(ok(cleared).updateStudy.branchOffice).toBeNull();
  });
});

type Answers = Record<string, unknown>[];
const set = (answers: Answers, index: number, change: Record<string, unknown>) =>
  answers.map((answer, i) => (i === index ? { ...answer, ...change } : answer));
