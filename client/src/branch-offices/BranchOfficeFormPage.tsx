import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminBranchOfficeDocument } from '../gql/graphql';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { BranchOfficeForm } from './BranchOfficeForm';
import { branchOfficesPath } from './branch-office-paths';

/** /branch-offices/create */
export function NewBranchOfficePage() {
  return <BranchOfficeForm />;
}

/** /branch-offices/:id/edit: the form starts from the office as stored now. */
export function EditBranchOfficePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminBranchOfficeDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró la sucursal. Es posible que se haya eliminado.`,
      path: branchOfficesPath,
      label: t`Ver las sucursales`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <BranchOfficeForm key={data.adminBranchOffice.id} office={data.adminBranchOffice} />;
}
