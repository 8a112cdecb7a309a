import { expect } from 'vitest';
import { studyWithFiles } from '../../support/studies.js';
import type { GqlResult, TestServer } from '../../support/test-server.js';

export const SURVEY_FIELDS =
  'id title intro active questionCount responseCount activatedAt questions { id position kind text choices required }';
export const SURVEYS = `query ($first: Int, $after: String) { qualitySurveys(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${SURVEY_FIELDS} } } } }`;
export const SURVEY = `query ($id: ID!) { qualitySurvey(id: $id) { ${SURVEY_FIELDS} } }`;
export const CREATE = `mutation ($input: QualitySurveyInput!) { createQualitySurvey(input: $input) { ${SURVEY_FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: QualitySurveyInput!) { updateQualitySurvey(id: $id, input: $input) { ${SURVEY_FIELDS} } }`;
export const ACTIVATE = `mutation ($id: ID!) { activateQualitySurvey(id: $id) { ${SURVEY_FIELDS} } }`;
export const DEACTIVATE = `mutation ($id: ID!) { deactivateQualitySurvey(id: $id) { ${SURVEY_FIELDS} } }`;
export const DUPLICATE = `mutation ($id: ID!) { duplicateQualitySurvey(id: $id) { ${SURVEY_FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteQualitySurvey(id: $id) }';
export const PENDING = `query ($first: Int, $after: String) { pendingSurveys(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { invitationId title intro createdAt answerBefore study { id studyDate studyType { id name } } questions { id kind text choices required } } } } }`;
export const ANSWER =
  'mutation ($input: AnswerSurveyInput!) { answerSurvey(input: $input) { invitationId answeredAt } }';

export type Question = {
  id: string;
  position: number;
  kind: string;
  text: string;
  choices: string[];
  required: boolean;
};
export type Survey = {
  id: string;
  title: string;
  intro: string | null;
  active: boolean;
  questionCount: number;
  responseCount: number;
  activatedAt: string | null;
  questions: Question[];
};
export type Pending = {
  invitationId: string;
  title: string;
  intro: string | null;
  createdAt: string;
  answerBefore: string;
  study: { id: string; studyDate: string; studyType: { id: string; name: string } };
  questions: Omit<Question, 'position'>[];
};

/** A survey input with one question of each kind. */
export const everyKind = (title = `Encuesta ${Math.random().toString(36).slice(2, 8)}`) => ({
  title,
  intro: 'Tu opinión nos ayuda a mejorar.',
  questions: [
    { kind: 'NPS', text: '¿Qué tan probable es que nos recomiendes?' },
    { kind: 'RATING', text: '¿Cómo calificas la atención en recepción?' },
    { kind: 'SINGLE_CHOICE', text: '¿Cuánto esperaste?', choices: ['Menos de 15 minutos', 'Más de 15 minutos'] },
    { kind: 'YES_NO', text: '¿Te explicaron cómo prepararte?' },
    { kind: 'TEXT', text: '¿Algo que quieras decirnos?', required: false },
  ],
});

/** The data of a request that had to succeed. */
export function ok<T>(result: GqlResult<T>): T {
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
}

/** The code, field and message of a request that had to fail. */
export const refusal = (result: GqlResult<unknown>) => ({
  code: result.errors?.[0]?.extensions?.code,
  field: result.errors?.[0]?.extensions?.field,
  message: result.errors?.[0]?.message,
});

/** The answers that fill every question of `everyKind`, in order. */
export const fullAnswers = (questions: { id: string }[]) => [
  { questionId: questions[0].id, score: 9 },
  { questionId: questions[1].id, score: 4 },
  { questionId: questions[2].id, choice: 'Menos de 15 minutos' },
  { questionId: questions[3].id, yes: true },
  { questionId: questions[4].id, text: 'Muy amables' },
];

/** Requests of one test server, as the administrator, the laboratory and a new patient. */
export function surveyRequests(server: TestServer, adminToken: () => string, labToken: () => string) {
  const admin = <T>(query: string, variables: Record<string, unknown>) => server.gql<T>(query, variables, adminToken());
  const created = async (input = everyKind()) =>
    ok(await admin<{ createQualitySurvey: Survey }>(CREATE, { input })).createQualitySurvey;
  const activated = async (input = everyKind()) => {
    const survey = await created(input);
    return ok(await admin<{ activateQualitySurvey: Survey }>(ACTIVATE, { id: survey.id })).activateQualitySurvey;
  };
  /** A new patient whose study result the laboratory just delivered. */
  const deliveredPatient = async (extra: Record<string, unknown> = {}) => {
    const doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    const study = await studyWithFiles(server, labToken(), patient.id, extra);
    return { patient, study };
  };
  const pending = async (token: string) =>
    ok(await server.gql<{ pendingSurveys: { totalCount: number; edges: { node: Pending }[] } }>(PENDING, {}, token))
      .pendingSurveys;
  /** A survey with one answer: active, a study delivered, its patient answered every question. */
  const answered = async () => {
    const survey = await activated();
    const { patient } = await deliveredPatient();
    const [invitation] = (await pending(patient.token)).edges.map((edge) => edge.node);
    ok(
      await server.gql(
        ANSWER,
        { input: { invitationId: invitation.invitationId, answers: fullAnswers(invitation.questions) } },
        patient.token,
      ),
    );
    return survey;
  };
  return { admin, created, activated, deliveredPatient, pending, answered };
}
