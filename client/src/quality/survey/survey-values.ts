import { qualitySurveySchema } from '../../../../shared/validation/quality-survey';
import type { SurveyQuestionKind } from '../../../../shared/quality-survey';
import type { QualitySurveyFieldsFragment, QualitySurveyInput } from '../../gql/graphql';
import { apiKindOf, kindOf } from '../survey-kinds';

/** A question as the form holds it: `id` null for a new one, `key` to keep its row while it moves. */
export type QuestionValues = {
  key: string;
  id: string | null;
  kind: SurveyQuestionKind;
  text: string;
  required: boolean;
  choices: string[];
};

export type SurveyValues = { title: string; intro: string; questions: QuestionValues[] };

/** The shared rules: the form checks what the server checks. */
export const surveyFormSchema = qualitySurveySchema;

let nextKey = 0;
const newKey = () => `q${(nextKey += 1)}`;

export const newQuestion = (): QuestionValues => ({
  key: newKey(),
  id: null,
  kind: 'nps',
  text: '',
  required: true,
  choices: ['', ''],
});

export function surveyValuesOf(item?: QualitySurveyFieldsFragment): SurveyValues {
  return {
    title: item?.title ?? '',
    intro: item?.intro ?? '',
    questions: item?.questions.map((question) => ({
      key: newKey(),
      id: question.id,
      kind: kindOf(question.kind),
      text: question.text,
      required: question.required,
      choices: question.kind === 'SINGLE_CHOICE' ? question.choices : ['', ''],
    })) ?? [newQuestion()],
  };
}

export function surveyInputOf(values: SurveyValues): QualitySurveyInput {
  return {
    title: values.title.trim(),
    intro: values.intro.trim() === '' ? null : values.intro.trim(),
    questions: values.questions.map((question) => ({
      id: question.id,
      kind: apiKindOf(question.kind),
      text: question.text.trim(),
      required: question.required,
      choices: question.kind === 'single_choice' ? question.choices.map((choice) => choice.trim()) : null,
    })),
  };
}

/** Every field path of the form, for the server's errors ("questions.2.choices.1"). */
export const surveyFieldPaths = (values: SurveyValues): string[] => [
  'title',
  'intro',
  'questions',
  ...values.questions.flatMap((question, index) => [
    `questions.${index}.id`,
    `questions.${index}.kind`,
    `questions.${index}.text`,
    `questions.${index}.choices`,
    ...question.choices.map((_, choice) => `questions.${index}.choices.${choice}`),
  ]),
];
