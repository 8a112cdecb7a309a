import WebAsset from '@mui/icons-material/WebAsset';
import { useLingui } from '@lingui/react/macro';
import { AdminWelcomeModalsDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { WelcomeModalsTable } from './WelcomeModalsTable';
import { newWelcomeModalPath } from './welcome-modal-paths';

/** /welcome-modals/index (admin): the modals the app shows on opening, in their order, with state; create, edit, move, delete. */
export function WelcomeModalsListPage() {
  const { t } = useLingui();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminWelcomeModalsDocument,
    (data) => data.adminWelcomeModals,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar modal`}
      search={search}
      onSearch={setSearch}
      newPath={newWelcomeModalPath}
      newLabel={t`Nuevo modal`}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={WebAsset}
      emptyMessage={
        term
          ? t`Ningún modal coincide con «${term}».`
          : t`Aún no hay modales de bienvenida. Crea el primero con «Nuevo modal».`
      }
    >
      {items && <WelcomeModalsTable modals={[...items]} canReorder={term === ''} onChanged={() => void refetch()} />}
    </ContentListLayout>
  );
}
