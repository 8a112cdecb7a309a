import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminWelcomeModalDocument } from '../gql/graphql';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { WelcomeModalForm } from './WelcomeModalForm';
import { welcomeModalsPath } from './welcome-modal-paths';

/** /welcome-modals/create */
export function NewWelcomeModalPage() {
  return <WelcomeModalForm />;
}

/** /welcome-modals/:id/edit: the form starts from the modal as stored now. */
export function EditWelcomeModalPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminWelcomeModalDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró el modal de bienvenida. Es posible que se haya eliminado.`,
      path: welcomeModalsPath,
      label: t`Ver los modales de bienvenida`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <WelcomeModalForm key={data.adminWelcomeModal.id} modal={data.adminWelcomeModal} />;
}
