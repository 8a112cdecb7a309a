import Store from '@mui/icons-material/Store';
import { useLingui } from '@lingui/react/macro';
import { AdminBranchOfficesDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { BranchOfficesTable } from './BranchOfficesTable';
import { newBranchOfficePath } from './branch-office-paths';

/** /branch-offices/index (admin): the lab's branch offices in the app's order, with state; create, edit, move, delete. */
export function BranchOfficesListPage() {
  const { t } = useLingui();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminBranchOfficesDocument,
    (data) => data.adminBranchOffices,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar por nombre o dirección`}
      search={search}
      onSearch={setSearch}
      newPath={newBranchOfficePath}
      newLabel={t`Nueva sucursal`}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={Store}
      emptyMessage={
        term
          ? t`Ninguna sucursal coincide con «${term}».`
          : t`Aún no hay sucursales. Crea la primera con «Nueva sucursal».`
      }
    >
      {items && <BranchOfficesTable offices={[...items]} canReorder={term === ''} onChanged={() => void refetch()} />}
    </ContentListLayout>
  );
}
