import { and, desc, eq } from 'drizzle-orm';
import { branchOffices } from '../app-content/branch-offices.tables.js';
import { systemActor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { activateQualitySurvey, createQualitySurvey } from '../quality/index.js';
import { surveyAnswers, surveyInvitations, surveyResponses } from '../quality/survey.tables.js';
import { studies } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';

const dayMs = 86_400_000;

const waits = ['Menos de 15 minutos', 'De 15 a 30 minutos', 'Más de 30 minutos'];
const comments = ['Muy amables en recepción.', null, 'El estacionamiento estaba lleno.', null, 'Rápido y claro.'];

/** Past visits of the demo patient, answered: days ago, NPS and stars, spread over 90 days. */
const pastVisits = [
  { daysAgo: 85, nps: 10, stars: 5 },
  { daysAgo: 77, nps: 9, stars: 5 },
  { daysAgo: 66, nps: 6, stars: 3 },
  { daysAgo: 58, nps: 8, stars: 4 },
  { daysAgo: 47, nps: 10, stars: 5 },
  { daysAgo: 39, nps: 4, stars: 2 },
  { daysAgo: 31, nps: 9, stars: 4 },
  { daysAgo: 22, nps: 10, stars: 5 },
  { daysAgo: 14, nps: 7, stars: 4 },
  { daysAgo: 6, nps: 9, stars: 5 },
];

/**
 * The demo's quality survey, active, with a question of each kind, built through the admin's
 * service as the system actor. So the quality indicators show something, paciente@demo.mx has
 * past studies (hidden, archive of earlier visits, across study types and branch offices) whose
 * survey was answered over the last 90 days; their latest real study (the CBCT) still has the
 * survey pending. History no service writes is written as it stands.
 */
export async function seedDemoSurvey(deps: AppDeps): Promise<void> {
  const { systemDb: db } = deps;
  const survey = await createQualitySurvey(deps, systemActor, {
    title: 'Encuesta de satisfacción',
    intro: 'Queremos saber cómo te atendimos. Contestar te toma menos de un minuto.',
    questions: [
      { kind: 'nps', text: '¿Qué tan probable es que recomiendes el laboratorio a un familiar o amigo?' },
      { kind: 'rating', text: '¿Cómo calificas la atención que recibiste?' },
      { kind: 'single_choice', text: '¿Cuánto tiempo esperaste para tu estudio?', choices: waits },
      { kind: 'yes_no', text: '¿Te explicaron cómo y cuándo recibirías tu resultado?' },
      { kind: 'text', text: '¿Algo que quieras contarnos?', required: false },
    ],
  });
  await activateQualitySurvey(deps, systemActor, survey.id);
  const [patient] = await db
    .select({ id: users.id, doctorId: users.doctorId })
    .from(users)
    .where(eq(users.email, 'paciente@demo.mx'));
  const types = (await db.select().from(studyTypes).orderBy(studyTypes.id)).slice(0, 4);
  const offices = await db.select({ id: branchOffices.id }).from(branchOffices).orderBy(branchOffices.position);
  const [nps, rating, wait, explained, comment] = survey.questions.map((question) => question.id);
  for (const [index, visit] of pastVisits.entries()) {
    const deliveredAt = new Date(Date.now() - visit.daysAgo * dayMs);
    const studyTypeId = types[index % types.length].id;
    const branchOfficeId = offices.length ? offices[index % offices.length].id : null;
    const [study] = await db
      .insert(studies)
      .values({
        patientId: patient.id,
        doctorId: patient.doctorId,
        studyTypeId,
        studyDate: new Date(deliveredAt.getTime() - 2 * dayMs).toISOString().slice(0, 10),
        visible: false,
        notes: 'Visita anterior (archivo).',
        branchOfficeId,
        deliveredAt,
        createdAt: deliveredAt,
        updatedAt: deliveredAt,
      })
      .returning({ id: studies.id });
    const answeredAt = new Date(deliveredAt.getTime() + 5 * 3_600_000);
    const [invitation] = await db
      .insert(surveyInvitations)
      .values({
        surveyId: survey.id,
        studyId: study.id,
        patientId: patient.id,
        studyTypeId,
        branchOfficeId,
        createdAt: deliveredAt,
        answeredAt,
      })
      .returning({ id: surveyInvitations.id });
    const [response] = await db
      .insert(surveyResponses)
      .values({ invitationId: invitation.id, surveyId: survey.id, studyTypeId, branchOfficeId, answeredAt })
      .returning({ id: surveyResponses.id });
    const text = comments[index % comments.length];
    await db
      .insert(surveyAnswers)
      .values([
        { responseId: response.id, questionId: nps, score: visit.nps },
        { responseId: response.id, questionId: rating, score: visit.stars },
        { responseId: response.id, questionId: wait, choice: waits[index % waits.length] },
        { responseId: response.id, questionId: explained, yes: visit.nps >= 7 },
        ...(text ? [{ responseId: response.id, questionId: comment, text }] : []),
      ]);
  }
  // The latest visible study of the demo patient has the survey pending, as a delivery leaves it.
  const [latest] = await db
    .select()
    .from(studies)
    .where(and(eq(studies.patientId, patient.id), eq(studies.visible, true)))
    .orderBy(desc(studies.createdAt))
    .limit(1);
  if (latest)
    await db.insert(surveyInvitations).values({
      surveyId: survey.id,
      studyId: latest.id,
      patientId: patient.id,
      studyTypeId: latest.studyTypeId,
      branchOfficeId: offices[0]?.id ?? null,
    });
}
