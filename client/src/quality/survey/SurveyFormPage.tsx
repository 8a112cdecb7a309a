import { useLingui } from '@lingui/react/macro';
import { Navigate } from 'react-router-dom';
import { QualitySurveyDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { SurveyForm } from './SurveyForm';
import { SurveyReadView } from './SurveyReadView';
import { surveysPath } from './survey-paths';
import { useCanEditSurveys } from './use-can-edit-surveys';

/** /quality-s/create (admin; the others go back to the list). */
export function NewSurveyPage() {
  if (!useCanEditSurveys()) return <Navigate to={surveysPath} replace />;
  return <SurveyForm />;
}

/** /quality-s/:id/edit: the form starts from the survey as stored now; those who only read get it as text. */
export function EditSurveyPage() {
  const { t } = useLingui();
  const canEdit = useCanEditSurveys();
  return (
    <ContentEditPage
      document={QualitySurveyDocument}
      itemOf={(data) => data.qualitySurvey}
      notFound={{
        message: t`No se encontró la encuesta. Es posible que se haya eliminado.`,
        path: surveysPath,
        label: t`Ver las encuestas`,
      }}
      renderForm={(item) => (canEdit ? <SurveyForm item={item} /> : <SurveyReadView item={item} />)}
    />
  );
}
