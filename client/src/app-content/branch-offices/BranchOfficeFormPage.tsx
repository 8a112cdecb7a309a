import { useLingui } from '@lingui/react/macro';
import { AdminBranchOfficeDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { BranchOfficeForm } from './BranchOfficeForm';
import { branchOfficesPath } from './branch-office-paths';

/** /branch-offices/create */
export function NewBranchOfficePage() {
  return <BranchOfficeForm />;
}

/** /branch-offices/:id/edit: the form starts from the office as stored now. */
export function EditBranchOfficePage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminBranchOfficeDocument}
      itemOf={(data) => data.adminBranchOffice}
      notFound={{
        message: t`No se encontró la sucursal. Es posible que se haya eliminado.`,
        path: branchOfficesPath,
        label: t`Ver las sucursales`,
      }}
      renderForm={(office) => <BranchOfficeForm office={office} />}
    />
  );
}
