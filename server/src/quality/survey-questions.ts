import { eq, inArray, sql } from 'drizzle-orm';
import { portalMessages } from '../../../shared/portal-messages.js';
import type { SurveyQuestionValues } from '../../../shared/validation/quality-survey.js';
import { badInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { qualityQuestions } from './survey.tables.js';

const sameChoices = (a: readonly string[] | null, b: readonly string[]) =>
  JSON.stringify(a ?? []) === JSON.stringify(b);

/**
 * Makes `questions` the survey's questions, in that order, inside the caller's transaction: saved
 * ones (by id) are changed, new ones inserted, the ones left out deleted. Once the survey has
 * answers (`answered`), none may be left out nor change kind or choices: BAD_USER_INPUT naming the
 * question, nothing changed. An id that is not one of the survey's questions is refused too.
 */
export async function saveQuestions(
  db: Database,
  surveyId: number,
  questions: readonly SurveyQuestionValues[],
  answered: boolean,
): Promise<void> {
  const saved = await db.select().from(qualityQuestions).where(eq(qualityQuestions.surveyId, surveyId));
  const savedById = new Map(saved.map((row) => [row.id, row]));
  const kept = new Set<number>();
  questions.forEach((question, index) => {
    if (question.id === null) return;
    const row = savedById.get(question.id);
    if (!row || kept.has(question.id)) throw badInput(`questions.${index}.id`, portalMessages.surveyQuestionUnknown);
    kept.add(question.id);
    if (answered && row.kind !== question.kind) throw badInput(`questions.${index}.kind`, portalMessages.surveyLocked);
    if (answered && row.kind === 'single_choice' && !sameChoices(row.choices, question.choices))
      throw badInput(`questions.${index}.choices`, portalMessages.surveyLocked);
  });
  const removed = saved.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (answered && removed.length > 0) throw badInput('questions', portalMessages.surveyLocked);
  if (removed.length > 0) await db.delete(qualityQuestions).where(inArray(qualityQuestions.id, removed));
  // Out of the way of (survey, position) first, so any order can be written next.
  if (kept.size > 0)
    await db
      .update(qualityQuestions)
      .set({ position: sql`-${qualityQuestions.position}` })
      .where(eq(qualityQuestions.surveyId, surveyId));
  for (const [index, question] of questions.entries()) {
    const values = {
      position: index + 1,
      kind: question.kind,
      text: question.text,
      required: question.required,
      choices: question.kind === 'single_choice' ? question.choices : null,
    };
    if (question.id === null) await db.insert(qualityQuestions).values({ ...values, surveyId });
    else await db.update(qualityQuestions).set(values).where(eq(qualityQuestions.id, question.id));
  }
}
