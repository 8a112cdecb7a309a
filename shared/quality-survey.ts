/** The kinds of question a quality survey has, as stored and as the API names them (lower case in the database). */
export const surveyQuestionKinds = ['nps', 'rating', 'single_choice', 'yes_no', 'text'] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

/** Sizes of a quality survey, shared by the tables, the yup schemas and the forms. */
export const surveyLimits = {
  titleLength: 120,
  introLength: 500,
  questionTextLength: 200,
  minChoices: 2,
  maxChoices: 10,
  choiceLength: 80,
  /** A free-text answer (the SPEC's "hasta 140 caracteres"). */
  answerTextLength: 140,
  npsMin: 0,
  npsMax: 10,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/** How long after its result reached the patient a survey stays pending. */
export const surveyPendingDays = 30;
