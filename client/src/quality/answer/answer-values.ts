import { surveyAnswersSchema } from '../../../../shared/validation/quality-survey';
import type { PendingSurveysQuery, SurveyAnswerInput } from '../../gql/graphql';
import { kindOf } from '../survey-kinds';

export type PendingSurvey = PendingSurveysQuery['pendingSurveys']['edges'][number]['node'];
type Question = PendingSurvey['questions'][number];

/** One answer per question, in the questions' order: index i answers question i (as the server names "answers.i"). */
export type AnswerValues = {
  answers: { questionId: string; score: number | null; choice: string | null; yes: boolean | null; text: string }[];
};

export const emptyAnswers = (questions: readonly Question[]): AnswerValues => ({
  answers: questions.map((question) => ({ questionId: question.id, score: null, choice: null, yes: null, text: '' })),
});

/** The shared answer rules for these questions: the form checks what the server checks. */
export const answersSchema = (questions: readonly Question[]) =>
  surveyAnswersSchema(
    questions.map((question) => ({
      id: Number(question.id),
      kind: kindOf(question.kind),
      required: question.required,
      choices: question.choices,
    })),
  );

/** The field paths the server may name: each answer's fields. */
export const answerFieldPaths = (questions: readonly Question[]) =>
  questions.flatMap((_, index) =>
    ['score', 'choice', 'yes', 'text', 'questionId'].map((key) => `answers.${index}.${key}`),
  );

/** The answers to send, every question in order (an optional one unanswered goes with its field null). */
export const answersInputOf = (values: AnswerValues): SurveyAnswerInput[] =>
  values.answers.map((answer) => ({ ...answer, text: answer.text.trim() === '' ? null : answer.text.trim() }));
