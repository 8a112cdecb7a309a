import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const SurveysListPage = lazyNamed(() => import('./survey/SurveysListPage'), 'SurveysListPage');
const NewSurveyPage = lazyNamed(() => import('./survey/SurveyFormPage'), 'NewSurveyPage');
const EditSurveyPage = lazyNamed(() => import('./survey/SurveyFormPage'), 'EditSurveyPage');
const QualityIndicatorsPage = lazyNamed(() => import('./indicators/QualityIndicatorsPage'), 'QualityIndicatorsPage');

const surveyTitle = msg`Encuesta de calidad`;

/**
 * The quality survey (/quality-s): the administrator edits it; laboratory and office
 * administrators read it. The indicators are read by the whole Administración group.
 */
export const qualityPages: StaffPages = {
  administration: [
    page('/quality-indicators', <QualityIndicatorsPage />, msg`Indicadores de calidad`),
    { path: '/quality-indicators/:id', element: <Navigate to="/quality-indicators" replace /> },
    page('/quality-s', <SurveysListPage />, surveyTitle),
    { path: '/quality-s/index', element: <Navigate to="/quality-s" replace /> },
    page('/quality-s/create', <NewSurveyPage />, surveyTitle),
    { path: '/quality-s/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/quality-s/:id/edit', <EditSurveyPage />, surveyTitle),
    page('/quality-s/:id/:action', <NotFoundPage />, surveyTitle),
  ],
};
