export const surveysPath = '/quality-s';

export const newSurveyPath = '/quality-s/create';

export const surveyEditPath = (id: string) => `/quality-s/${id}/edit`;
