import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { portalMessages } from '../../../shared/portal-messages.js';
import { surveyPendingDays } from '../../../shared/quality-survey.js';
import { answerFieldOf, surveyAnswersSchema } from '../../../shared/validation/quality-survey.js';
import type { Actor } from '../common/actor.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isIdKey, sizeOrDefault } from '../common/cursors.js';
import { conflict, forbidden, notFound, validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { studies } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { surveyInvitationRecords } from './survey-records.js';
import { questionsOf, type QuestionView } from './survey-views.js';
import { qualitySurveys, surveyAnswers, surveyInvitations, surveyResponses } from './survey.tables.js';
import { scopedDb } from '../access/index.js';

const dayMs = 86_400_000;

/** A survey pending for the patient, about one of their studies. */
export type PendingSurvey = {
  invitationId: number;
  study: { id: number; studyType: { id: number; name: string }; studyDate: string };
  title: string;
  intro: string | null;
  questions: QuestionView[];
  createdAt: Date;
  answerBefore: Date;
};

/** Invitations still open: not answered, of the active survey, opened in the last 30 days. */
const stillOpen = () =>
  and(
    isNull(surveyInvitations.answeredAt),
    eq(qualitySurveys.active, true),
    gt(surveyInvitations.createdAt, sql`now() - make_interval(days => ${surveyPendingDays})`),
  );

const patientOnly = (actor: Actor) => {
  if (actor.role !== 'patient') throw forbidden();
};

/** The signed-in patient's pending surveys, newest first, each with its study and questions. */
export async function pendingSurveys(
  deps: AppDeps,
  actor: Actor,
  page: { first?: number | null; after?: string | null },
): Promise<Connection<PendingSurvey>> {
  patientOnly(actor);
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor('pendingSurveys', page.after, 'after', isIdKey)[0] : undefined;
  const scoped = scopedDb(deps, actor);
  const mine = and(scoped.visible(surveyInvitationRecords), stillOpen());
  const [rows, [{ total }]] = await Promise.all([
    scoped.db
      .select({
        invitationId: surveyInvitations.id,
        createdAt: surveyInvitations.createdAt,
        surveyId: qualitySurveys.id,
        title: qualitySurveys.title,
        intro: qualitySurveys.intro,
        studyId: studies.id,
        studyDate: studies.studyDate,
        studyTypeId: studyTypes.id,
        studyTypeName: studyTypes.name,
      })
      .from(surveyInvitations)
      .innerJoin(qualitySurveys, eq(qualitySurveys.id, surveyInvitations.surveyId))
      .innerJoin(studies, eq(studies.id, surveyInvitations.studyId))
      .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
      .where(and(mine, after ? lt(surveyInvitations.id, after) : undefined))
      .orderBy(desc(surveyInvitations.id))
      .limit(first + 1),
    scoped.db
      .select({ total: count() })
      .from(surveyInvitations)
      .innerJoin(qualitySurveys, eq(qualitySurveys.id, surveyInvitations.surveyId))
      .where(mine),
  ]);
  const questions = await questionsOf(scoped.db, [...new Set(rows.map((row) => row.surveyId))]);
  const items = rows.map((row): PendingSurvey => ({
    invitationId: row.invitationId,
    study: { id: row.studyId, studyType: { id: row.studyTypeId, name: row.studyTypeName }, studyDate: row.studyDate },
    title: row.title,
    intro: row.intro,
    questions: questions.get(row.surveyId) ?? [],
    createdAt: row.createdAt,
    answerBefore: new Date(row.createdAt.getTime() + surveyPendingDays * dayMs),
  }));
  return forwardPage(items, first, total, (item) => encodeCursor('pendingSurveys', [item.invitationId]), !!after);
}

/**
 * Stores the patient's answers to one of their pending surveys: the response (with the study's
 * type and branch office, nothing that names the patient), its answers and the invitation marked
 * answered, in one transaction. NOT_FOUND for an invitation that is not theirs or whose study they
 * may not see (hidden by the lab, expired), as for an unknown one; CONFLICT when it
 * was answered already (of two answers at once exactly one is stored) or is closed, BAD_USER_INPUT
 * naming the answer ("answers.2.score") otherwise.
 */
export async function answerSurvey(
  deps: AppDeps,
  actor: Actor,
  input: { invitationId: number; answers: unknown },
): Promise<{ invitationId: number; answeredAt: Date }> {
  patientOnly(actor);
  const scoped = scopedDb(deps, actor);
  const [invitation] = await scoped.db
    .select({ row: surveyInvitations, open: sql<boolean>`coalesce(${stillOpen()}, false)` })
    .from(surveyInvitations)
    .innerJoin(qualitySurveys, eq(qualitySurveys.id, surveyInvitations.surveyId))
    .where(and(eq(surveyInvitations.id, input.invitationId), scoped.visible(surveyInvitationRecords)));
  if (!invitation) throw notFound();
  const { row } = invitation;
  if (row.answeredAt) throw conflict('invitationId', portalMessages.surveyAlreadyAnswered);
  if (!invitation.open) throw conflict('invitationId', portalMessages.surveyClosed);
  const questions = (await questionsOf(scoped.db, [row.surveyId])).get(row.surveyId)!;
  const { answers } = await validateInput(surveyAnswersSchema(questions), { answers: input.answers });
  const kindOf = new Map(questions.map((question) => [question.id, question.kind]));
  return scoped.db.transaction(async (tx) => {
    const answeredAt = new Date();
    const [claimed] = await tx
      .update(surveyInvitations)
      .set({ answeredAt })
      .where(and(eq(surveyInvitations.id, row.id), isNull(surveyInvitations.answeredAt)))
      .returning({ id: surveyInvitations.id });
    if (!claimed) throw conflict('invitationId', portalMessages.surveyAlreadyAnswered);
    const [response] = await tx
      .insert(surveyResponses)
      .values({
        invitationId: row.id,
        surveyId: row.surveyId,
        studyTypeId: row.studyTypeId,
        branchOfficeId: row.branchOfficeId,
        answeredAt,
      })
      .returning({ id: surveyResponses.id });
    const stored = (answers as { questionId: number; [field: string]: unknown }[])
      .map((answer) => {
        const field = answerFieldOf[kindOf.get(answer.questionId)!];
        return { responseId: response.id, questionId: answer.questionId, [field]: answer[field] ?? null };
      })
      .filter((answer) => Object.values(answer).every((value) => value !== null));
    if (stored.length > 0) await tx.insert(surveyAnswers).values(stored);
    return { invitationId: row.id, answeredAt };
  });
}
