import MedicalServices from '@mui/icons-material/MedicalServices';
import { useLingui } from '@lingui/react/macro';
import { AdminServicesDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { ServicesTable } from './ServicesTable';
import { newServicePath } from './service-paths';

/** /services/index (admin): the lab's services for the app in their order, with picture and state. */
export function ServicesListPage() {
  const { t } = useLingui();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminServicesDocument,
    (data) => data.adminServices,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar servicio`}
      search={search}
      onSearch={setSearch}
      newPath={newServicePath}
      newLabel={t`Nuevo servicio`}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={MedicalServices}
      emptyMessage={
        term
          ? t`Ningún servicio coincide con «${term}».`
          : t`Aún no hay servicios. Crea el primero con «Nuevo servicio».`
      }
    >
      {items && <ServicesTable services={[...items]} canReorder={term === ''} onChanged={() => void refetch()} />}
    </ContentListLayout>
  );
}
