import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { surveyLimits, surveyQuestionKinds, type SurveyQuestionKind } from '../../../shared/quality-survey.js';
import { branchOffices } from '../app-content/branch-offices.tables.js';
import { studies } from '../studies/studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { users } from '../users/users.tables.js';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The lab's quality surveys (/quality-s): at most one active, the one a delivered study invites to. */
export const qualitySurveys = pgTable(
  'quality_surveys',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: surveyLimits.titleLength }).notNull(),
    /** Shown to the patient above the questions. */
    intro: varchar('intro', { length: surveyLimits.introLength }),
    active: boolean('active').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time it was activated. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('quality_surveys_one_active_unique')
      .on(table.active)
      .where(sql`${table.active}`),
  ],
);

/** A survey's questions, in order. Once the survey has answers they are neither removed nor retyped. */
export const qualityQuestions = pgTable(
  'quality_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => qualitySurveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<SurveyQuestionKind>().notNull(),
    text: varchar('text', { length: surveyLimits.questionTextLength }).notNull(),
    /** The options of a single_choice question (2 to 10); null for the other kinds. */
    choices: jsonb('choices').$type<string[]>(),
    required: boolean('required').notNull().default(true),
  },
  (table) => [
    unique('quality_questions_position_unique').on(table.surveyId, table.position),
    check('quality_questions_kind_check', sql`${table.kind} in (${oneOf(surveyQuestionKinds)})`),
  ],
);

/** A survey pending for a patient: one per delivered study, created when its result reached the patient. */
export const surveyInvitations = pgTable(
  'survey_invitations',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => qualitySurveys.id, { onDelete: 'restrict' }),
    studyId: integer('study_id')
      .notNull()
      .unique('survey_invitations_study_unique')
      .references(() => studies.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copied from the study, like the branch office: what the answers are counted by. */
    studyTypeId: integer('study_type_id')
      .notNull()
      .references(() => studyTypes.id),
    branchOfficeId: integer('branch_office_id').references(() => branchOffices.id, { onDelete: 'set null' }),
    /** When the study's result was delivered. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('survey_invitations_patient_idx').on(table.patientId, table.createdAt),
    index('survey_invitations_created_idx').on(table.createdAt),
  ],
);

/**
 * One answered invitation. It keeps the study type and branch office, not the patient nor the
 * doctor: what is shown of the answers never names a person. When the study or the patient goes,
 * the invitation goes and the response stays, anonymous, for the indicators.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    invitationId: integer('invitation_id')
      .unique('survey_responses_invitation_unique')
      .references(() => surveyInvitations.id, { onDelete: 'set null' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => qualitySurveys.id, { onDelete: 'restrict' }),
    studyTypeId: integer('study_type_id')
      .notNull()
      .references(() => studyTypes.id),
    branchOfficeId: integer('branch_office_id').references(() => branchOffices.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('survey_responses_answered_idx').on(table.answeredAt),
    index('survey_responses_survey_idx').on(table.surveyId),
  ],
);

/** The answer to one question: the column that fits its kind is set, the others are null. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => qualityQuestions.id, { onDelete: 'restrict' }),
    /** nps 0–10, rating 1–5. */
    score: integer('score'),
    choice: text('choice'),
    yes: boolean('yes'),
    text: varchar('text', { length: surveyLimits.answerTextLength }),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.questionId] }),
    index('survey_answers_question_idx').on(table.questionId),
    check('survey_answers_score_check', sql`${table.score} is null or ${table.score} between 0 and 10`),
  ],
);

export type QualitySurveyRow = typeof qualitySurveys.$inferSelect;
export type QualityQuestionRow = typeof qualityQuestions.$inferSelect;
export type SurveyInvitationRow = typeof surveyInvitations.$inferSelect;
