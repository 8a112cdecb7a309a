import { useLingui } from '@lingui/react/macro';
import { AdminServiceDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { ServiceForm } from './ServiceForm';
import { servicesPath } from './service-paths';

/** /services/create */
export function NewServicePage() {
  return <ServiceForm />;
}

/** /services/:id/edit: the form starts from the service as stored now. */
export function EditServicePage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminServiceDocument}
      itemOf={(data) => data.adminService}
      notFound={{
        message: t`No se encontró el servicio. Es posible que se haya eliminado.`,
        path: servicesPath,
        label: t`Ver los servicios`,
      }}
      renderForm={(service) => <ServiceForm service={service} />}
    />
  );
}
