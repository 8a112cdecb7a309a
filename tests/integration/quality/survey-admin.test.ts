import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { qualityQuestions, qualitySurveys } from '../../../server/src/quality/survey.tables.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ACTIVATE,
  CREATE,
  DEACTIVATE,
  DELETE,
  DUPLICATE,
  everyKind,
  ok,
  refusal,
  SURVEY,
  SURVEYS,
  type Survey,
  surveyRequests,
  UPDATE,
} from './survey-requests.js';

// Activating a survey changes what the whole lab shares: on PostgreSQL this file has a database of its own.
describe(`encuesta de calidad: el administrador la arma y la activa (${databaseKind()})`, () => {
  let database: PrivateDatabase;
  let server: TestServer;
  let adminToken: string;
  let labToken: string;
  let api: ReturnType<typeof surveyRequests>;
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
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const stored = async (id: string) => ({
    survey: (
      await server.db
        .select()
        .from(qualitySurveys)
        .where(eq(qualitySurveys.id, Number(id)))
    )[0],
    questions: await server.db
      .select()
      .from(qualityQuestions)
      .where(eq(qualityQuestions.surveyId, Number(id)))
      .orderBy(qualityQuestions.position),
  });
  const update = (id: string, input: unknown) => api.admin<{ updateQualitySurvey: Survey }>(UPDATE, { id, input });
  const asInput = (survey: Survey) => ({
    title: survey.title,
    intro: survey.intro,
    questions: survey.questions.map(({ id, kind, text, choices, required }) => ({ id, kind, text, choices, required })),
  });

  it('el administrador crea una encuesta con una pregunta de cada tipo: queda inactiva y en orden', async () => {
    const survey = await api.created(everyKind('Encuesta de servicio'));
    expect(survey).toMatchObject({ title: 'Encuesta de servicio', active: false, questionCount: 5, responseCount: 0 });
    expect(survey.questions.map((question) => [question.position, question.kind, question.required])).toEqual([
      [1, 'NPS', true],
      [2, 'RATING', true],
      [3, 'SINGLE_CHOICE', true],
      [4, 'YES_NO', true],
      [5, 'TEXT', false],
    ]);
    expect(survey.questions[2].choices).toEqual(['Menos de 15 minutos', 'Más de 15 minutos']);
    expect(survey.questions[0].choices).toEqual([]);
    const listed = ok(await api.admin<{ qualitySurveys: { edges: { node: Survey }[] } }>(SURVEYS, { first: 100 }));
    expect(listed.qualitySurveys.edges.map((edge) => edge.node.id)).toContain(survey.id);
  });

  it.each([
    [{ ...everyKind(), title: ' ' }, 'title', portalMessages.surveyTitleRequired],
    [{ ...everyKind(), title: 'x'.repeat(121) }, 'title', portalMessages.surveyTitleMax],
    [{ ...everyKind(), intro: 'x'.repeat(501) }, 'intro', portalMessages.surveyIntroMax],
    [
      { title: 'T', questions: [{ kind: 'NPS', text: '' }] },
      'questions.0.text',
      portalMessages.surveyQuestionTextRequired,
    ],
    [
      { title: 'T', questions: [{ kind: 'TEXT', text: 'x'.repeat(201) }] },
      'questions.0.text',
      portalMessages.surveyQuestionTextMax,
    ],
    [
      { title: 'T', questions: [{ kind: 'SINGLE_CHOICE', text: '¿Cuál?', choices: ['Solo una'] }] },
      'questions.0.choices',
      portalMessages.surveyChoicesCount,
    ],
    [
      { title: 'T', questions: [{ kind: 'SINGLE_CHOICE', text: '¿Cuál?', choices: ['A', 'A'] }] },
      'questions.0.choices',
      portalMessages.surveyChoiceRepeated,
    ],
    [
      { title: 'T', questions: [{ kind: 'SINGLE_CHOICE', text: '¿Cuál?', choices: ['A', 'x'.repeat(81)] }] },
      'questions.0.choices.1',
      portalMessages.surveyChoiceMax,
    ],
    [
      { title: 'T', questions: Array.from({ length: 31 }, () => ({ kind: 'YES_NO', text: '¿Sí?' })) },
      'questions',
      portalMessages.surveyQuestionsMax,
    ],
  ])('rechaza %#: el campo y el mensaje en español, y no guarda nada', async (input, field, message) => {
    const before = await server.db.select().from(qualitySurveys);
    const result = await api.admin(CREATE, { input });
    expect(refusal(result)).toEqual({ code: 'BAD_USER_INPUT', field, message });
    expect(await server.db.select().from(qualitySurveys)).toEqual(before);
  });

  it('al editar: cambia textos, reordena, agrega y quita preguntas mientras no tenga respuestas', async () => {
    const survey = await api.created();
    const [nps, rating, choice, yesNo] = asInput(survey).questions;
    const saved = ok(
      await update(survey.id, {
        title: 'Nuevo título',
        intro: '',
        questions: [
          { ...rating, text: 'Califica la atención' },
          nps,
          { ...choice, choices: ['A', 'B', 'C'] },
          { kind: 'TEXT', text: 'Comentarios' },
        ],
      }),
    ).updateQualitySurvey;
    expect(saved).toMatchObject({ title: 'Nuevo título', intro: null, questionCount: 4 });
    expect(saved.questions.map((question) => [question.kind, question.text])).toEqual([
      ['RATING', 'Califica la atención'],
      ['NPS', nps.text],
      ['SINGLE_CHOICE', choice.text],
      ['TEXT', 'Comentarios'],
    ]);
    expect(saved.questions[0].id).toBe(rating.id);
    expect(saved.questions[2].choices).toEqual(['A', 'B', 'C']);
    expect((await stored(survey.id)).questions.map((row) => row.id)).not.toContain(Number(yesNo.id));
  });

  it('una pregunta de otra encuesta no se puede mandar como propia', async () => {
    const other = await api.created();
    const survey = await api.created();
    const before = await stored(survey.id);
    const input = { ...asInput(survey), questions: [...asInput(survey).questions, { ...asInput(other).questions[0] }] };
    expect(refusal(await update(survey.id, input))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'questions.5.id',
      message: portalMessages.surveyQuestionUnknown,
    });
    expect(await stored(survey.id)).toEqual(before);
  });

  it('con respuestas: no pierde preguntas ni cambia tipos u opciones; sí se corrige la redacción y se agregan preguntas', async () => {
    const survey = await api.answered();
    const current = ok(await api.admin<{ qualitySurvey: Survey }>(SURVEY, { id: survey.id })).qualitySurvey;
    expect(current.responseCount).toBe(1);
    const input = asInput(current);
    const before = await stored(survey.id);
    const refusals = [
      [{ ...input, questions: input.questions.slice(1) }, 'questions'],
      [
        { ...input, questions: input.questions.map((q, i) => (i === 1 ? { ...q, kind: 'NPS' } : q)) },
        'questions.1.kind',
      ],
      [
        {
          ...input,
          questions: input.questions.map((q, i) => (i === 2 ? { ...q, choices: [...q.choices, 'Otra'] } : q)),
        },
        'questions.2.choices',
      ],
    ] as const;
    for (const [changed, field] of refusals) {
      expect(refusal(await update(survey.id, changed))).toEqual({
        code: 'BAD_USER_INPUT',
        field,
        message: portalMessages.surveyLocked,
      });
    }
    expect(await stored(survey.id)).toEqual(before);
    const reworded = ok(
      await update(survey.id, {
        ...input,
        title: 'Encuesta corregida',
        questions: [
          ...input.questions.map((q, i) => (i === 0 ? { ...q, text: '¿Nos recomendarías con tus amigos?' } : q)),
          { kind: 'YES_NO', text: '¿Volverías?' },
        ],
      }),
    ).updateQualitySurvey;
    expect(reworded.title).toBe('Encuesta corregida');
    expect(reworded.questions.map((q) => q.text)[0]).toBe('¿Nos recomendarías con tus amigos?');
    expect(reworded.questionCount).toBe(6);
    expect(refusal(await api.admin(DELETE, { id: survey.id }))).toEqual({
      code: 'CONFLICT',
      field: 'id',
      message: portalMessages.surveyDeleteAnswered,
    });
    const copy = ok(
      await api.admin<{ duplicateQualitySurvey: Survey }>(DUPLICATE, { id: survey.id }),
    ).duplicateQualitySurvey;
    expect(copy).toMatchObject({
      title: 'Encuesta corregida (copia)',
      active: false,
      questionCount: 6,
      responseCount: 0,
    });
    expect(copy.questions.map((q) => [q.kind, q.text, q.choices])).toEqual(
      reworded.questions.map((q) => [q.kind, q.text, q.choices]),
    );
    expect(copy.questions.map((q) => q.id)).not.toContain(reworded.questions[0].id);
  });

  it('solo una encuesta activa: activar otra desactiva la anterior; sin preguntas no se activa', async () => {
    const first = await api.activated();
    const second = await api.activated();
    expect(second.active).toBe(true);
    expect(second.activatedAt).not.toBeNull();
    const actives = await server.db.select().from(qualitySurveys).where(eq(qualitySurveys.active, true));
    expect(actives.map((row) => row.id)).toEqual([Number(second.id)]);
    expect(ok(await api.admin<{ qualitySurvey: Survey }>(SURVEY, { id: first.id })).qualitySurvey.active).toBe(false);
    const empty = await api.created({ title: 'Vacía', intro: '', questions: [] });
    expect(refusal(await api.admin(ACTIVATE, { id: empty.id }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'questions',
      message: portalMessages.surveyWithoutQuestions,
    });
    expect((await stored(second.id)).survey.active).toBe(true);
    const stopped = ok(await api.admin<{ deactivateQualitySurvey: Survey }>(DEACTIVATE, { id: second.id }));
    expect(stopped.deactivateQualitySurvey.active).toBe(false);
    expect(await server.db.select().from(qualitySurveys).where(eq(qualitySurveys.active, true))).toEqual([]);
  });

  it('dos activaciones a la vez dejan una sola encuesta activa', async () => {
    const [a, b] = await Promise.all([api.created(), api.created()]);
    const results = await Promise.all([api.admin(ACTIVATE, { id: a.id }), api.admin(ACTIVATE, { id: b.id })]);
    for (const result of results) expect(result.errors).toBeUndefined();
    const actives = await server.db.select().from(qualitySurveys).where(eq(qualitySurveys.active, true));
    expect(actives).toHaveLength(1);
  });

  it('una encuesta sin respuestas se elimina con sus preguntas', async () => {
    const survey = await api.activated();
    await api.deliveredPatient();
    expect(ok(await api.admin(DELETE, { id: survey.id }))).toEqual({ deleteQualitySurvey: true });
    expect(await stored(survey.id)).toEqual({ survey: undefined, questions: [] });
    expect(refusal(await api.admin(SURVEY, { id: survey.id })).code).toBe('NOT_FOUND');
  });

  describe('quién puede qué', () => {
    let survey: Survey;
    const tokens: Partial<Record<Role | 'anonymous', string | undefined>> = {};
    beforeAll(async () => {
      survey = await api.created();
      for (const role of ['laboratory', 'office-admin', 'doctor', 'patient'] as const)
        tokens[role] = (await server.signedIn(role)).token;
      tokens.admin = adminToken;
    });
    const reads = (id: string) =>
      [
        [SURVEYS, {}],
        [SURVEY, { id }],
      ] as const;
    const writes = (id: string) =>
      [
        [CREATE, { input: everyKind() }],
        [UPDATE, { id, input: everyKind() }],
        [ACTIVATE, { id }],
        [DEACTIVATE, { id }],
        [DUPLICATE, { id }],
        [DELETE, { id }],
      ] as const;

    it.each(['laboratory', 'office-admin'] as const)('%s lee las encuestas pero no las cambia', async (role) => {
      for (const [query, variables] of reads(survey.id)) ok(await server.gql(query, variables, tokens[role]));
      const before = await server.db.select().from(qualitySurveys);
      for (const [query, variables] of writes(survey.id))
        expect(refusal(await server.gql(query, variables, tokens[role])).code).toBe('FORBIDDEN');
      expect(await server.db.select().from(qualitySurveys)).toEqual(before);
    });

    it.each([
      ['doctor', 'FORBIDDEN'],
      ['patient', 'FORBIDDEN'],
      ['anonymous', 'UNAUTHENTICATED'],
    ] as const)('%s no lee ni cambia nada (%s)', async (role, code) => {
      const before = await server.db.select().from(qualitySurveys);
      for (const [query, variables] of [...reads(survey.id), ...writes(survey.id)])
        expect(refusal(await server.gql(query, variables, tokens[role as Role])).code).toBe(code);
      expect(await server.db.select().from(qualitySurveys)).toEqual(before);
    });
  });
});
