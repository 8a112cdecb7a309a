import Inventory2 from '@mui/icons-material/Inventory2';
import { useLingui } from '@lingui/react/macro';
import { useIsAdmin } from '../../session/roles';
import { AdminPackagesDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { PackagesTable } from './PackagesTable';
import { newPackagePath } from './package-paths';

/**
 * /package-group: the lab's study packages for the app in their order, with picture, study types,
 * price and state; the admin changes them, the rest of the Administración group reads them.
 */
export function PackagesListPage() {
  const { t } = useLingui();
  const readOnly = !useIsAdmin();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminPackagesDocument,
    (data) => data.adminPackages,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar paquete`}
      search={search}
      onSearch={setSearch}
      newPath={newPackagePath}
      newLabel={t`Nuevo paquete`}
      readOnly={readOnly}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={Inventory2}
      emptyMessage={
        term
          ? t`Ningún paquete coincide con «${term}».`
          : readOnly
            ? t`Aún no hay paquetes.`
            : t`Aún no hay paquetes. Crea el primero con «Nuevo paquete».`
      }
    >
      {items && (
        <PackagesTable
          items={[...items]}
          canReorder={term === ''}
          readOnly={readOnly}
          onChanged={() => void refetch()}
        />
      )}
    </ContentListLayout>
  );
}
