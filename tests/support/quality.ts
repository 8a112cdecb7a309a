import { randomUUID } from 'node:crypto';
import { accessLog } from '../../server/src/access-log/access-log.tables.js';
import { branchOffices } from '../../server/src/app-content/branch-offices.tables.js';
import { chatMessages, chats } from '../../server/src/chat/chat.tables.js';
import type { Database } from '../../server/src/db/client.js';
import {
  qualityQuestions,
  qualitySurveys,
  surveyAnswers,
  surveyInvitations,
  surveyResponses,
} from '../../server/src/quality/survey.tables.js';
import { studies } from '../../server/src/studies/studies.tables.js';
import { studyTypes } from '../../server/src/study-types/study-types.tables.js';

/** An instant written on the lab's clock: years from 1951 on keep UTC-6 all year. */
export const labTime = (local: string) => new Date(`${local}-06:00`);

/** A study type of the test's own, so that its figures are the test's alone. */
export async function createStudyType(db: Database, label = 'Tipo'): Promise<{ id: number; name: string }> {
  const [row] = await db
    .insert(studyTypes)
    .values({ name: `${label} ${randomUUID().slice(0, 8)}` })
    .returning();
  return row;
}

/** A branch office of the test's own. */
export async function createBranchOffice(db: Database): Promise<{ id: number; name: string }> {
  const [row] = await db
    .insert(branchOffices)
    .values({ position: 999, name: `Sucursal ${randomUUID().slice(0, 8)}`, address: 'Calle 1', lat: 19.4, lng: -99.1 })
    .returning({ id: branchOffices.id, name: branchOffices.name });
  return row;
}

/** A study as the lab leaves it, with the dates the test chooses. */
export async function createStudyAt(
  db: Database,
  values: {
    patientId: number;
    studyTypeId: number;
    studyDate: string;
    deliveredAt?: Date | null;
    expiresAt?: Date | null;
    branchOfficeId?: number | null;
    createdAt?: Date;
  },
): Promise<number> {
  const [row] = await db.insert(studies).values(values).returning({ id: studies.id });
  return row.id;
}

export type TestSurvey = { id: number; npsQuestionId: number; ratingQuestionId: number };

/** An inactive survey with an NPS and a rating question (answers can be stored for it all the same). */
export async function createSurvey(db: Database): Promise<TestSurvey> {
  const [survey] = await db
    .insert(qualitySurveys)
    .values({ title: `Encuesta ${randomUUID().slice(0, 8)}` })
    .returning();
  const questions = await db
    .insert(qualityQuestions)
    .values([
      { surveyId: survey.id, position: 1, kind: 'nps', text: '¿Nos recomendarías?' },
      { surveyId: survey.id, position: 2, kind: 'rating', text: '¿Cómo calificas la atención?' },
    ])
    .returning();
  return { id: survey.id, npsQuestionId: questions[0].id, ratingQuestionId: questions[1].id };
}

/**
 * A survey sent for a delivered study (the invitation) and, when `answeredAt` is given, the
 * patient's answers (a score for the NPS question and one for the rating question, when given).
 */
export async function surveySent(
  db: Database,
  survey: TestSurvey,
  values: {
    patientId: number;
    studyTypeId: number;
    branchOfficeId?: number | null;
    sentAt: Date;
    answeredAt?: Date;
    nps?: number;
    rating?: number;
  },
): Promise<void> {
  const branchOfficeId = values.branchOfficeId ?? null;
  const studyId = await createStudyAt(db, {
    patientId: values.patientId,
    studyTypeId: values.studyTypeId,
    branchOfficeId,
    studyDate: values.sentAt.toISOString().slice(0, 10),
    deliveredAt: values.sentAt,
  });
  const [invitation] = await db
    .insert(surveyInvitations)
    .values({
      surveyId: survey.id,
      studyId,
      patientId: values.patientId,
      studyTypeId: values.studyTypeId,
      branchOfficeId,
      createdAt: values.sentAt,
      answeredAt: values.answeredAt ?? null,
    })
    .returning();
  if (!values.answeredAt) return;
  const [response] = await db
    .insert(surveyResponses)
    .values({
      invitationId: invitation.id,
      surveyId: survey.id,
      studyTypeId: values.studyTypeId,
      branchOfficeId,
      answeredAt: values.answeredAt,
    })
    .returning();
  const answers = [
    ...(values.nps === undefined ? [] : [{ questionId: survey.npsQuestionId, score: values.nps }]),
    ...(values.rating === undefined ? [] : [{ questionId: survey.ratingQuestionId, score: values.rating }]),
  ];
  if (answers.length)
    await db.insert(surveyAnswers).values(answers.map((answer) => ({ responseId: response.id, ...answer })));
}

export type ChatEntry = { by: 'patient' | 'staff' | 'lab-notice'; at: Date };

/**
 * A patient's chat with messages at the given moments: the patient's, a staff member's, or the
 * lab's automatic "result ready" message (a staff author, recorded in the access log as such).
 */
export async function chatAt(
  db: Database,
  patientId: number,
  staffId: number,
  entries: ChatEntry[],
): Promise<{ chatId: number; lastMessageId: number }> {
  let lastMessageId = 0;
  const [chat] = await db
    .insert(chats)
    .values({ patientId, lastMessageAt: entries.at(-1)?.at })
    .returning();
  for (const entry of entries) {
    const [message] = await db
      .insert(chatMessages)
      .values({
        chatId: chat.id,
        authorId: entry.by === 'patient' ? patientId : staffId,
        body: entry.by === 'lab-notice' ? 'Tu resultado está listo.' : 'Mensaje',
        createdAt: entry.at,
      })
      .returning();
    lastMessageId = message.id;
    if (entry.by === 'lab-notice')
      await db.insert(accessLog).values({
        patientId,
        userId: staffId,
        action: 'result_ready_chat_message',
        chatMessageId: message.id,
        at: entry.at,
      });
  }
  return { chatId: chat.id, lastMessageId };
}
