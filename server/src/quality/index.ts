/** Quality surveys and indicators: what quality offers the app. */
import type { Feature } from '../feature.js';
import { QualityIndicatorsResolver } from './indicators.resolver.js';
import { qualityIndicatorsRoutes } from './indicators.rest.js';
import { SurveyAnswersResolver } from './survey-answers.resolver.js';
import { openSurveyInvitation } from './survey-invitations.js';
import { QualitySurveysResolver } from './survey.resolver.js';

export { recentNps } from './indicators.service.js';
export { activateQualitySurvey, createQualitySurvey } from './survey-admin.service.js';

export const qualityFeature: Feature = {
  name: 'quality',
  resolvers: [QualitySurveysResolver, SurveyAnswersResolver, QualityIndicatorsResolver],
  routes: [qualityIndicatorsRoutes],
  resultDelivery: [openSurveyInvitation],
};
