import { count, desc, eq, lt, sql } from 'drizzle-orm';
import { portalMessages } from '../../../shared/portal-messages.js';
import { surveyLimits } from '../../../shared/quality-survey.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { qualitySurveySchema } from '../../../shared/validation/quality-survey.js';
import { type Caller, requireRole, withSystem } from '../common/actor.js';
import { type Connection, decodeCursor, encodeCursor, forwardPage, isIdKey, sizeOrDefault } from '../common/cursors.js';
import { badInput, conflict, notFound, validateInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { saveQuestions } from './survey-questions.js';
import { hasResponses, loadSurveyViews, lockedSurvey, questionsOf, type SurveyView } from './survey-views.js';
import { qualityQuestions, qualitySurveys, surveyInvitations } from './survey.tables.js';
import { scopedDb } from '../access/index.js';

// Administración: the administrator edits the surveys (the system actor too, for the demo survey);
// the laboratory and office administrators read them.

const userOf = (actor: Caller) => ('userId' in actor ? actor.userId : null);

/** The surveys, newest first, each with its questions and number of answers. */
export async function listQualitySurveys(
  deps: AppDeps,
  actor: Caller,
  page: { first?: number | null; after?: string | null },
): Promise<Connection<SurveyView>> {
  requireRole(actor, withSystem(roleGroups.administration));
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor('qualitySurveys', page.after, 'after', isIdKey)[0] : undefined;
  const scoped = scopedDb(deps, actor);
  const [rows, [{ total }]] = await Promise.all([
    scoped.db
      .select()
      .from(qualitySurveys)
      .where(after ? lt(qualitySurveys.id, after) : undefined)
      .orderBy(desc(qualitySurveys.id))
      .limit(first + 1),
    scoped.db.select({ total: count() }).from(qualitySurveys),
  ]);
  const views = await loadSurveyViews(scoped.db, rows);
  return forwardPage(views, first, total, (row) => encodeCursor('qualitySurveys', [row.id]), after !== undefined);
}

/** One survey; NOT_FOUND when there is none. */
export async function getQualitySurvey(deps: AppDeps, actor: Caller, id: number): Promise<SurveyView> {
  requireRole(actor, withSystem(roleGroups.administration));
  const scoped = scopedDb(deps, actor);
  return surveyView(scoped.db, id);
}

/** A new survey, inactive, with its questions. A refused input stores nothing. */
export async function createQualitySurvey(deps: AppDeps, actor: Caller, input: unknown): Promise<SurveyView> {
  requireRole(actor, withSystem(roleGroups.admin));
  const survey = await validateInput(qualitySurveySchema, input);
  const scoped = scopedDb(deps, actor);
  const id = await scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const [row] = await db
      .insert(qualitySurveys)
      .values({ title: survey.title, intro: survey.intro, createdBy: userOf(actor) })
      .returning({ id: qualitySurveys.id });
    // A new survey has no saved question: an id sent is no question of it.
    await saveQuestions(db, row.id, survey.questions, false);
    return row.id;
  });
  return surveyView(scoped.db, id);
}

/**
 * Saves the title, intro and questions. A survey with answers keeps every question with its kind
 * and choices (wording, required and new questions are fine): BAD_USER_INPUT otherwise, nothing changed.
 */
export async function updateQualitySurvey(deps: AppDeps, actor: Caller, id: number, input: unknown) {
  requireRole(actor, withSystem(roleGroups.admin));
  const survey = await validateInput(qualitySurveySchema, input);
  const scoped = scopedDb(deps, actor);
  await scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const current = await lockedSurvey(db, id);
    if (!current) throw notFound();
    await saveQuestions(db, id, survey.questions, await hasResponses(db, id));
    await db
      .update(qualitySurveys)
      .set({ title: survey.title, intro: survey.intro, updatedAt: new Date() })
      .where(eq(qualitySurveys.id, id));
  });
  return surveyView(scoped.db, id);
}

/**
 * Makes the survey the active one: the one active until now stops inviting and taking answers.
 * A survey without questions cannot be activated (BAD_USER_INPUT on questions).
 */
export async function activateQualitySurvey(deps: AppDeps, actor: Caller, id: number): Promise<SurveyView> {
  requireRole(actor, withSystem(roleGroups.admin));
  const scoped = scopedDb(deps, actor);
  await scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Activations take turns (even when no survey is active yet, so no row to lock): one lock for them all.
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('quality_survey_activation'))`);
    const survey = await lockedSurvey(db, id);
    if (!survey) throw notFound();
    const questions = (await questionsOf(db, [id])).get(id)!;
    if (questions.length === 0) throw badInput('questions', portalMessages.surveyWithoutQuestions);
    if (survey.active) return;
    const now = new Date();
    await db.update(qualitySurveys).set({ active: false, updatedAt: now }).where(eq(qualitySurveys.active, true));
    await db
      .update(qualitySurveys)
      .set({ active: true, activatedAt: now, updatedAt: now })
      .where(eq(qualitySurveys.id, id));
  });
  return surveyView(scoped.db, id);
}

/** Stops the survey: no active survey remains, so deliveries invite to none and its pending ones close. */
export async function deactivateQualitySurvey(deps: AppDeps, actor: Caller, id: number): Promise<SurveyView> {
  requireRole(actor, withSystem(roleGroups.admin));
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db
    .update(qualitySurveys)
    .set({ active: false, updatedAt: new Date() })
    .where(eq(qualitySurveys.id, id))
    .returning({ id: qualitySurveys.id });
  if (!row) throw notFound();
  return surveyView(scoped.db, id);
}

/** A new inactive copy of the survey and its questions, "(copia)" after the title: to replace a survey that has answers. */
export async function duplicateQualitySurvey(deps: AppDeps, actor: Caller, id: number): Promise<SurveyView> {
  requireRole(actor, withSystem(roleGroups.admin));
  const scoped = scopedDb(deps, actor);
  const source = await surveyView(scoped.db, id);
  const copyId = await scoped.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(qualitySurveys)
      .values({ title: copyTitle(source.title), intro: source.intro, createdBy: userOf(actor) })
      .returning({ id: qualitySurveys.id });
    if (source.questions.length > 0)
      await tx.insert(qualityQuestions).values(
        source.questions.map((question) => ({
          surveyId: row.id,
          position: question.position,
          kind: question.kind,
          text: question.text,
          required: question.required,
          choices: question.kind === 'single_choice' ? question.choices : null,
        })),
      );
    return row.id;
  });
  return surveyView(scoped.db, copyId);
}

/**
 * Deletes a survey that nobody answered, with its questions and its unanswered invitations.
 * CONFLICT when it has answers (they count in the indicators): duplicate it instead.
 */
export async function deleteQualitySurvey(deps: AppDeps, actor: Caller, id: number): Promise<boolean> {
  requireRole(actor, withSystem(roleGroups.admin));
  const scoped = scopedDb(deps, actor);
  await scoped.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    if (!(await lockedSurvey(db, id))) throw notFound();
    if (await hasResponses(db, id)) throw conflict('id', portalMessages.surveyDeleteAnswered);
    await db.delete(surveyInvitations).where(eq(surveyInvitations.surveyId, id));
    await db.delete(qualitySurveys).where(eq(qualitySurveys.id, id));
  });
  return true;
}

const copySuffix = ' (copia)';
const copyTitle = (title: string) => {
  const room = surveyLimits.titleLength - copySuffix.length;
  return `${title.length > room ? title.slice(0, room).trimEnd() : title}${copySuffix}`;
};

async function surveyView(db: Database, id: number): Promise<SurveyView> {
  const [row] = await db.select().from(qualitySurveys).where(eq(qualitySurveys.id, id));
  if (!row) throw notFound();
  return (await loadSurveyViews(db, [row]))[0];
}
