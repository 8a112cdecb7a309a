import { useLingui } from '@lingui/react/macro';
import { AdminPackageDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { PackageForm } from './PackageForm';
import { packagesPath } from './package-paths';

/** /package-group/create */
export function NewPackagePage() {
  return <PackageForm />;
}

/** /package-group/:id/edit: the form starts from the package as stored now. */
export function EditPackagePage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminPackageDocument}
      itemOf={(data) => data.adminPackage}
      notFound={{
        message: t`No se encontró el paquete. Es posible que se haya eliminado.`,
        path: packagesPath,
        label: t`Ver los paquetes`,
      }}
      renderForm={(item) => <PackageForm item={item} />}
    />
  );
}
