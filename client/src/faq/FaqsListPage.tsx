import Add from '@mui/icons-material/Add';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { FaqSearchField } from './FaqSearchField';
import { FaqsTable } from './FaqsTable';
import { newFaqPath } from './faq-paths';
import { useAdminFaqs } from './use-admin-faqs';

/** /faq/index (admin): the FAQ of the patients' app in its order, with state; create, edit, move, delete. */
export function FaqsListPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { faqs, term, loading, error, refetch } = useAdminFaqs(search);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <FaqSearchField value={search} onChange={setSearch} />
        <Button component={RouterLink} to={newFaqPath} variant="contained" startIcon={<Add />}>
          <Trans>Nueva pregunta</Trans>
        </Button>
      </Stack>
      {!faqs ? (
        <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
      ) : faqs.length === 0 ? (
        <EmptyState
          icon={HelpOutlined}
          message={
            term
              ? t`Ninguna pregunta coincide con «${term}».`
              : t`Aún no hay preguntas frecuentes. Crea la primera con «Nueva pregunta».`
          }
        />
      ) : (
        <FaqsTable faqs={faqs} canReorder={term === ''} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}
