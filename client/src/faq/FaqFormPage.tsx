import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminFaqDocument } from '../gql/graphql';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { FaqForm } from './FaqForm';
import { faqsPath } from './faq-paths';

/** /faq/create */
export function NewFaqPage() {
  return <FaqForm />;
}

/** /faq/:id/edit: the form starts from the FAQ as stored now. */
export function EditFaqPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminFaqDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró la pregunta. Es posible que se haya eliminado.`,
      path: faqsPath,
      label: t`Ver las preguntas frecuentes`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <FaqForm key={data.adminFaq.id} faq={data.adminFaq} />;
}
