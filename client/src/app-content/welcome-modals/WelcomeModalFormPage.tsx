import { useLingui } from '@lingui/react/macro';
import { AdminWelcomeModalDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { WelcomeModalForm } from './WelcomeModalForm';
import { welcomeModalsPath } from './welcome-modal-paths';

/** /welcome-modals/create */
export function NewWelcomeModalPage() {
  return <WelcomeModalForm />;
}

/** /welcome-modals/:id/edit: the form starts from the modal as stored now. */
export function EditWelcomeModalPage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminWelcomeModalDocument}
      itemOf={(data) => data.adminWelcomeModal}
      notFound={{
        message: t`No se encontró el modal de bienvenida. Es posible que se haya eliminado.`,
        path: welcomeModalsPath,
        label: t`Ver los modales de bienvenida`,
      }}
      renderForm={(modal) => <WelcomeModalForm modal={modal} />}
    />
  );
}
