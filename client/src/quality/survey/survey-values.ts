import { qualitySurveySchema, surveyQuestionSchema } from '../../../../shared/validation/quality-survey';
import type { QualitySurveyFieldsFragment, QualitySurveyInput } from '../../gql/graphql';
import { emptyValuesOf, fieldPathsOf, inputOf, valuesOf, type FormValues } from '../../shell/forms/schema-values';
import { apiKindOf, kindOf } from '../survey-kinds';

/** A question as the form holds it, the shared schema's fields: `id` null for a new one, `key` to keep its row while it moves. */
export type QuestionValues = Omit<FormValues<typeof surveyQuestionSchema>, 'id'> & { key: string; id: string | null };

export type SurveyValues = Omit<FormValues<typeof qualitySurveySchema>, 'questions'> & { questions: QuestionValues[] };

/** The shared rules: the form checks what the server checks. */
export const surveyFormSchema = qualitySurveySchema;

let nextKey = 0;
const newKey = () => `q${(nextKey += 1)}`;

/** A new question as the shared schema starts it, with two empty choices ready should it become single choice. */
export const newQuestion = (): QuestionValues => ({
  ...emptyValuesOf(surveyQuestionSchema),
  key: newKey(),
  id: null,
  choices: ['', ''],
});

const surveyFields = qualitySurveySchema.omit(['questions']);

export function surveyValuesOf(item?: QualitySurveyFieldsFragment): SurveyValues {
  return {
    ...(item ? valuesOf(surveyFields, item) : emptyValuesOf(surveyFields)),
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

/** What the API takes: texts trimmed, an empty intro as null, the kinds by their API names, choices only for single choice. */
export function surveyInputOf(values: SurveyValues): QualitySurveyInput {
  return {
    ...inputOf(surveyFields, values),
    questions: values.questions.map((question) => ({
      id: question.id,
      kind: apiKindOf(question.kind),
      text: question.text.trim(),
      required: question.required,
      choices: question.kind === 'single_choice' ? question.choices.map((choice) => choice.trim()) : null,
    })),
  };
}

const questionFields = fieldPathsOf(surveyQuestionSchema);

/** Every field path of the form, for the server's errors ("questions.2.choices.1"). */
export const surveyFieldPaths = (values: SurveyValues): string[] => [
  ...fieldPathsOf(qualitySurveySchema),
  ...values.questions.flatMap((question, index) => [
    ...questionFields.map((field) => `questions.${index}.${field}`),
    ...question.choices.map((_, choice) => `questions.${index}.choices.${choice}`),
  ]),
];
