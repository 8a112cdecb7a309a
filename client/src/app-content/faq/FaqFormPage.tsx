import { useLingui } from '@lingui/react/macro';
import { AdminFaqDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { FaqForm } from './FaqForm';
import { faqsPath } from './faq-paths';

/** /faq/create */
export function NewFaqPage() {
  return <FaqForm />;
}

/** /faq/:id/edit: the form starts from the FAQ as stored now. */
export function EditFaqPage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminFaqDocument}
      itemOf={(data) => data.adminFaq}
      notFound={{
        message: t`No se encontró la pregunta. Es posible que se haya eliminado.`,
        path: faqsPath,
        label: t`Ver las preguntas frecuentes`,
      }}
      renderForm={(faq) => <FaqForm faq={faq} />}
    />
  );
}
