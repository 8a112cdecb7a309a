import HelpOutlined from '@mui/icons-material/HelpOutlined';
import { useLingui } from '@lingui/react/macro';
import { useIsAdmin } from '../../session/roles';
import { AdminFaqsDocument } from '../../gql/graphql';
import { ContentListLayout } from '../content-admin/ContentListLayout';
import { useSearchedContent } from '../content-admin/use-searched-content';
import { FaqsTable } from './FaqsTable';
import { newFaqPath } from './faq-paths';

/**
 * /faq/index: the FAQ of the patients' app in its order, with state; the admin creates, edits,
 * moves and deletes, the rest of the Administración group reads.
 */
export function FaqsListPage() {
  const { t } = useLingui();
  const readOnly = !useIsAdmin();
  const { items, search, setSearch, term, loading, error, refetch } = useSearchedContent(
    AdminFaqsDocument,
    (data) => data.adminFaqs,
  );
  return (
    <ContentListLayout
      searchLabel={t`Buscar pregunta`}
      search={search}
      onSearch={setSearch}
      newPath={newFaqPath}
      newLabel={t`Nueva pregunta`}
      readOnly={readOnly}
      count={items ? items.length : null}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      emptyIcon={HelpOutlined}
      emptyMessage={
        term
          ? t`Ninguna pregunta coincide con «${term}».`
          : readOnly
            ? t`Aún no hay preguntas frecuentes.`
            : t`Aún no hay preguntas frecuentes. Crea la primera con «Nueva pregunta».`
      }
    >
      {items && (
        <FaqsTable faqs={[...items]} canReorder={term === ''} readOnly={readOnly} onChanged={() => void refetch()} />
      )}
    </ContentListLayout>
  );
}
