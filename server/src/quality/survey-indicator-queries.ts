import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { branchOffices } from '../app-content/branch-offices.tables.js';
import type { Database } from '../db/client.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import type { Period } from './indicator-queries.js';
import { qualityQuestions, surveyAnswers, surveyInvitations, surveyResponses } from './survey.tables.js';

/** What the surveys say for a group (or the whole lab): counts only, never a person. */
export type SurveyFigures = {
  npsAnswers: number;
  promoters: number;
  detractors: number;
  ratingAnswers: number;
  ratingSum: number;
  /** Surveys sent (invitations created) in the period, and how many of those were answered. */
  invitations: number;
  answered: number;
};
/** A study type or branch office; id and name null for studies without a branch office. */
export type SurveyGroup = { id: number | null; name: string | null } & SurveyFigures;

const npsKind = sql`${qualityQuestions.kind} = 'nps'`;
const ratingKind = sql`${qualityQuestions.kind} = 'rating'`;
const answerFigures = {
  npsAnswers: sql<number>`count(*) filter (where ${npsKind})`.mapWith(Number),
  promoters: sql<number>`count(*) filter (where ${npsKind} and ${surveyAnswers.score} >= 9)`.mapWith(Number),
  detractors: sql<number>`count(*) filter (where ${npsKind} and ${surveyAnswers.score} <= 6)`.mapWith(Number),
  ratingAnswers: sql<number>`count(*) filter (where ${ratingKind})`.mapWith(Number),
  ratingSum: sql<number>`coalesce(sum(${surveyAnswers.score}) filter (where ${ratingKind}), 0)`.mapWith(Number),
};
const invitationFigures = {
  invitations: count(),
  answered: sql<number>`count(${surveyInvitations.answeredAt})`.mapWith(Number),
};

/** Scores given in the period: answers of the responses sent in it. */
const answeredIn = (period: Period) =>
  and(
    gte(surveyResponses.answeredAt, period.start),
    lt(surveyResponses.answeredAt, period.end),
    isNotNull(surveyAnswers.score),
  );
const invitedIn = (period: Period) =>
  and(gte(surveyInvitations.createdAt, period.start), lt(surveyInvitations.createdAt, period.end));

/**
 * Survey figures of the period per value of a response column and the matching invitation
 * column; without columns, one group (key null) for the whole lab.
 */
async function figuresBy(db: Database, period: Period, by: { response: PgColumn; invitation: PgColumn } | null) {
  const answerQuery = db
    .select({ key: by ? sql<number | null>`${by.response}` : sql<null>`null`, ...answerFigures })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .innerJoin(qualityQuestions, eq(qualityQuestions.id, surveyAnswers.questionId))
    .where(answeredIn(period))
    .$dynamic();
  const invitationQuery = db
    .select({ key: by ? sql<number | null>`${by.invitation}` : sql<null>`null`, ...invitationFigures })
    .from(surveyInvitations)
    .where(invitedIn(period))
    .$dynamic();
  const [answers, invitations] = await Promise.all([
    by ? answerQuery.groupBy(by.response) : answerQuery,
    by ? invitationQuery.groupBy(by.invitation) : invitationQuery,
  ]);
  const groups = new Map<number | null, SurveyFigures>();
  const group = (key: number | null) => {
    if (!groups.has(key)) groups.set(key, { ...noFigures });
    return groups.get(key)!;
  };
  for (const { key, ...figures } of answers) Object.assign(group(key === null ? null : Number(key)), figures);
  for (const { key, invitations: sent, answered } of invitations)
    Object.assign(group(key === null ? null : Number(key)), { invitations: Number(sent), answered });
  return groups;
}

const noFigures: SurveyFigures = {
  npsAnswers: 0,
  promoters: 0,
  detractors: 0,
  ratingAnswers: 0,
  ratingSum: 0,
  invitations: 0,
  answered: 0,
};

/** The whole lab's survey figures for the period. */
export async function surveyTotals(db: Database, period: Period): Promise<SurveyFigures> {
  const groups = await figuresBy(db, period, null);
  return groups.get(null) ?? { ...noFigures };
}

/** The survey figures of the period per study type, by name. */
export async function surveyByStudyType(db: Database, period: Period): Promise<SurveyGroup[]> {
  const [groups, names] = await Promise.all([
    figuresBy(db, period, { response: surveyResponses.studyTypeId, invitation: surveyInvitations.studyTypeId }),
    db.select({ id: studyTypes.id, name: studyTypes.name }).from(studyTypes),
  ]);
  return named(groups, names);
}

/** The survey figures of the period per branch office, by name; studies without one last. */
export async function surveyByBranchOffice(db: Database, period: Period): Promise<SurveyGroup[]> {
  const [groups, names] = await Promise.all([
    figuresBy(db, period, { response: surveyResponses.branchOfficeId, invitation: surveyInvitations.branchOfficeId }),
    db.select({ id: branchOffices.id, name: branchOffices.name }).from(branchOffices),
  ]);
  return named(groups, names);
}

function named(groups: Map<number | null, SurveyFigures>, names: { id: number; name: string }[]): SurveyGroup[] {
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return [...groups]
    .map(([id, figures]) => ({ id, name: id === null ? null : (nameOf.get(id) ?? null), ...figures }))
    .sort((a, b) => (a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'es')));
}
