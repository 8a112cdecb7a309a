import MenuBook from '@mui/icons-material/MenuBook';
import { useLingui } from '@lingui/react/macro';
import { AdminRecipesDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { RecipesTable } from './RecipesTable';
import { newRecipePath } from './recipe-paths';

/** /cookbook/index (admin): the recipe book of the app in its order; create, edit, move, delete. */
export function RecipesListPage() {
  const { t } = useLingui();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminRecipesDocument,
    (data) => data.adminRecipes,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar documento`}
      search={search}
      onSearch={setSearch}
      newPath={newRecipePath}
      newLabel={t`Nuevo documento`}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={MenuBook}
      emptyMessage={
        term
          ? t`Ningún documento coincide con «${term}».`
          : t`Aún no hay documentos en el recetario. Sube el primero con «Nuevo documento».`
      }
    >
      {items && <RecipesTable recipes={[...items]} canReorder={term === ''} onChanged={() => void refetch()} />}
    </ContentListLayout>
  );
}
