import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SurveyQuestionKind } from '../../../shared/quality-survey';
import type { SurveyQuestionKind as ApiKind } from '../gql/graphql';

/** The API's kind (NPS, SINGLE_CHOICE…) as the shared rules name it (nps, single_choice…). */
export const kindOf = (kind: ApiKind) => kind.toLowerCase() as SurveyQuestionKind;

/** The API's kind of a stored one. */
export const apiKindOf = (kind: SurveyQuestionKind) => kind.toUpperCase() as ApiKind;

/** How the survey form names each kind of question. */
export const kindLabels: Record<SurveyQuestionKind, MessageDescriptor> = {
  nps: msg`Recomendación 0-10 (NPS)`,
  rating: msg`Calificación 1-5`,
  single_choice: msg`Opción única`,
  yes_no: msg`Sí/No`,
  text: msg`Texto libre (hasta 140 caracteres)`,
};
