import Slideshow from '@mui/icons-material/Slideshow';
import { useLingui } from '@lingui/react/macro';
import { AdminSlidesDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { SlidesTable } from './SlidesTable';
import { newSlidePath } from './slide-paths';

/** /slides/index (admin): the app's carousel in its order, with state; create, edit, move, delete. */
export function SlidesListPage() {
  const { t } = useLingui();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminSlidesDocument,
    (data) => data.adminSlides,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar slide`}
      search={search}
      onSearch={setSearch}
      newPath={newSlidePath}
      newLabel={t`Nuevo slide`}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={Slideshow}
      emptyMessage={
        term
          ? t`Ningún slide coincide con «${term}».`
          : t`Aún no hay slides en el carrusel de la app. Crea el primero con «Nuevo slide».`
      }
    >
      {items && <SlidesTable slides={[...items]} canReorder={term === ''} onChanged={() => void refetch()} />}
    </ContentListLayout>
  );
}
