import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminServiceDocument } from '../gql/graphql';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { ServiceForm } from './ServiceForm';
import { servicesPath } from './service-paths';

/** /services/create */
export function NewServicePage() {
  return <ServiceForm />;
}

/** /services/:id/edit: the form starts from the service as stored now. */
export function EditServicePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminServiceDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró el servicio. Es posible que se haya eliminado.`,
      path: servicesPath,
      label: t`Ver los servicios`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <ServiceForm key={data.adminService.id} service={data.adminService} />;
}
