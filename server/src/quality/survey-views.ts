import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  qualityQuestions,
  qualitySurveys,
  surveyResponses,
  type QualityQuestionRow,
  type QualitySurveyRow,
} from './survey.tables.js';

/** A survey with its questions in order and how many patients answered it. */
export type SurveyView = QualitySurveyRow & {
  questions: QuestionView[];
  questionCount: number;
  responseCount: number;
};

/** A question as the API answers it: its choices always a list. */
export type QuestionView = Omit<QualityQuestionRow, 'choices'> & { choices: string[] };

export const questionView = (row: QualityQuestionRow): QuestionView => ({ ...row, choices: row.choices ?? [] });

/** The questions of these surveys, by survey, in order. */
export async function questionsOf(db: Database, surveyIds: readonly number[]): Promise<Map<number, QuestionView[]>> {
  const bySurvey = new Map<number, QuestionView[]>(surveyIds.map((id) => [id, []]));
  if (surveyIds.length === 0) return bySurvey;
  const rows = await db
    .select()
    .from(qualityQuestions)
    .where(inArray(qualityQuestions.surveyId, [...surveyIds]))
    .orderBy(asc(qualityQuestions.surveyId), asc(qualityQuestions.position));
  for (const row of rows) bySurvey.get(row.surveyId)!.push(questionView(row));
  return bySurvey;
}

/** How many responses each of these surveys has. */
export async function responseCounts(db: Database, surveyIds: readonly number[]): Promise<Map<number, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .select({ surveyId: surveyResponses.surveyId, total: count() })
    .from(surveyResponses)
    .where(inArray(surveyResponses.surveyId, [...surveyIds]))
    .groupBy(surveyResponses.surveyId);
  return new Map(rows.map((row) => [row.surveyId, row.total]));
}

/** The surveys with their questions and counts, in the rows' order. */
export async function loadSurveyViews(db: Database, rows: readonly QualitySurveyRow[]): Promise<SurveyView[]> {
  const ids = rows.map((row) => row.id);
  const [questions, responses] = await Promise.all([questionsOf(db, ids), responseCounts(db, ids)]);
  return rows.map((row) => {
    const list = questions.get(row.id) ?? [];
    return { ...row, questions: list, questionCount: list.length, responseCount: responses.get(row.id) ?? 0 };
  });
}

/** Whether the survey has at least one response. */
export async function hasResponses(db: Database, surveyId: number): Promise<boolean> {
  return ((await responseCounts(db, [surveyId])).get(surveyId) ?? 0) > 0;
}

/** The survey row, locked for the rest of the transaction; undefined when there is none. */
export async function lockedSurvey(db: Database, surveyId: number): Promise<QualitySurveyRow | undefined> {
  const [row] = await db.select().from(qualitySurveys).where(eq(qualitySurveys.id, surveyId)).for('update');
  return row;
}
