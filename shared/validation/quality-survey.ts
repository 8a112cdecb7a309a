import { array, boolean, lazy, mixed, number, object, string, type AnySchema, type InferType } from 'yup';
import { personMessages as m } from '../messages/person.js';
import { portalMessages as pm } from '../portal-messages.js';
import { surveyLimits as limit, surveyQuestionKinds, type SurveyQuestionKind } from '../quality-survey.js';

const optionalText = (max: number, message: string) =>
  string()
    .trim()
    .max(max, message)
    .transform((value: string | undefined) => (value === '' ? null : value))
    .nullable()
    .default(null);

const choicesRule = array(string().trim().required(pm.surveyChoiceRequired).max(limit.choiceLength, pm.surveyChoiceMax))
  .default([])
  .when('kind', {
    is: 'single_choice',
    then: (rule) =>
      rule
        .min(limit.minChoices, pm.surveyChoicesCount)
        .max(limit.maxChoices, pm.surveyChoicesCount)
        .test('unique', pm.surveyChoiceRepeated, (choices) => new Set(choices).size === choices.length),
    // Only a single choice question has choices: whatever else is sent is dropped.
    otherwise: (rule) => rule.transform(() => []),
  });

/**
 * One question of the survey form; `id` names a saved question, none a new one. Each field with
 * the one description GraphQL's SurveyQuestionInput shows; a new question asks for a recommendation (NPS).
 */
export const surveyQuestionSchema = object({
  id: number().integer().positive().nullable().default(null).meta({
    description:
      'The saved question this one is (from QualitySurvey.questions); null or left out: a new question. BAD_USER_INPUT when it is not a question of this survey.',
  }),
  kind: mixed<SurveyQuestionKind>()
    .required(pm.surveyQuestionKindRequired)
    .oneOf([...surveyQuestionKinds], pm.surveyQuestionKindRequired)
    .default('nps')
    .meta({ description: 'What it asks for. A survey that has answers keeps the kind of each saved question.' }),
  text: string()
    .trim()
    .required(pm.surveyQuestionTextRequired)
    .max(limit.questionTextLength, pm.surveyQuestionTextMax)
    .meta({ description: `The question, required, up to ${limit.questionTextLength} characters.` }),
  required: boolean().default(true).meta({ description: 'Whether an answer is required; true when left out.' }),
  choices: choicesRule.meta({
    description: `For SINGLE_CHOICE: ${limit.minChoices} to ${limit.maxChoices} different options of up to ${limit.choiceLength} characters, in order. Ignored for the other kinds. A survey that has answers keeps its choices.`,
  }),
});

/**
 * A quality survey as the admin form and the API save it: title, intro and its questions in order,
 * each with the one description GraphQL's QualitySurveyInput shows.
 */
export const qualitySurveySchema = object({
  title: string()
    .trim()
    .required(pm.surveyTitleRequired)
    .max(limit.titleLength, pm.surveyTitleMax)
    .meta({ description: `The title, required, up to ${limit.titleLength} characters.` }),
  intro: optionalText(limit.introLength, pm.surveyIntroMax).meta({
    description: `Text shown above the questions, up to ${limit.introLength} characters; null, blank or left out: none.`,
  }),
  questions: array(surveyQuestionSchema)
    .default([])
    .max(limit.maxQuestions, pm.surveyQuestionsMax)
    .meta({
      description: `Every question in the order shown, up to ${limit.maxQuestions}. A saved question left out is removed, which a survey with answers refuses.`,
    }),
});

export type QualitySurveyValues = InferType<typeof qualitySurveySchema>;
export type SurveyQuestionValues = InferType<typeof surveyQuestionSchema>;

/** What the answer rules need of a question. */
export type AnsweredQuestion = { id: number; kind: SurveyQuestionKind; required: boolean; choices: readonly string[] };

/** The one field of an answer that holds it, by the question's kind. */
export const answerFieldOf = {
  nps: 'score',
  rating: 'score',
  single_choice: 'choice',
  yes_no: 'yes',
  text: 'text',
} as const satisfies Record<SurveyQuestionKind, string>;

/** The rule of the field that answers `question` (required when the question is). */
function answerRule(question: AnsweredQuestion): AnySchema {
  const rule = (() => {
    switch (question.kind) {
      case 'nps':
        return scoreRule(limit.npsMin, limit.npsMax, pm.surveyNpsInvalid);
      case 'rating':
        return scoreRule(limit.ratingMin, limit.ratingMax, pm.surveyRatingInvalid);
      case 'single_choice':
        return optionalText(limit.choiceLength, pm.surveyChoiceInvalid).oneOf(
          [...question.choices, null],
          pm.surveyChoiceInvalid,
        );
      case 'yes_no':
        return boolean().typeError(pm.surveyAnswerRequired).nullable().default(null);
      case 'text':
        return optionalText(limit.answerTextLength, m.maxTextarea);
    }
  })();
  return question.required ? rule.nonNullable(pm.surveyAnswerRequired).required(pm.surveyAnswerRequired) : rule;
}

const scoreRule = (min: number, max: number, message: string) =>
  number().typeError(message).integer(message).min(min, message).max(max, message).nullable().default(null);

const answerKeys = ['questionId', 'score', 'choice', 'yes', 'text'] as const;

/**
 * The answers to a survey's questions, for the patient's form and answerSurvey alike: each answer
 * names a question of the survey once, and only its kind's field counts (score for nps 0–10 and
 * rating 1–5, choice one of the choices, yes, text up to 140 characters); required questions must
 * be answered. A wrong answer is named by its place in the list ("answers.2.score").
 */
export function surveyAnswersSchema(questions: readonly AnsweredQuestion[]) {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answer = (value: unknown) => {
    const question = byId.get(Number((value as { questionId?: unknown } | null)?.questionId));
    if (!question) return object({ questionId: mixed().test('known', pm.surveyQuestionUnknown, () => false) });
    const field = answerFieldOf[question.kind];
    return object({
      questionId: number().required(),
      ...Object.fromEntries(answerKeys.filter((key) => key !== 'questionId').map((key) => [key, mixed().strip()])),
      [field]: answerRule(question),
    });
  };
  return object({
    answers: array()
      .of(lazy(answer))
      .required(pm.surveyAnswersMissing)
      .test('once', pm.surveyAnswerRepeated, (answers) => {
        const ids = (answers ?? []).map((item) => Number((item as { questionId?: unknown })?.questionId));
        return new Set(ids).size === ids.length;
      })
      .test('complete', pm.surveyAnswersMissing, (answers) => {
        const ids = new Set((answers ?? []).map((item) => Number((item as { questionId?: unknown })?.questionId)));
        return questions.every((question) => !question.required || ids.has(question.id));
      }),
  });
}
