import { useQuery } from '@apollo/client/react';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLingui } from '@lingui/react/macro';
import { SupportRequestsDocument, type SupportRequestState } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { ListSearchField } from '../shell/paging/ListSearchField';
import { ShowMoreButton } from '../shell/paging/ShowMoreButton';
import { useShowMore } from '../shell/paging/use-show-more';
import { shownKey, useShownRows } from '../shell/paging/use-shown-rows';
import { useUrlParams } from '../shell/url-state/use-url-params';
import { useUrlSearch } from '../shell/url-state/use-url-search';
import { SupportRequestsTable } from './SupportRequestsTable';
import type { SupportPaths } from './support-labels';

const states: readonly SupportRequestState[] = ['OPEN', 'IN_PROGRESS', 'CLOSED'];
const resetsShown = [shownKey];

/**
 * /soporte for the support staff: every request by state (Abiertos, En proceso, Cerrados),
 * searchable. The tab, the search and how many are shown live in the URL (?state=CLOSED&q=…&shown=40).
 */
export function SupportInboxPage({ paths }: { paths: SupportPaths }) {
  const { t } = useLingui();
  const { params, update } = useUrlParams();
  const state = states.find((known) => known === params.get('state')) ?? 'OPEN';
  const { search, setSearch, term } = useUrlSearch('q', resetsShown);
  const rows = useShownRows(20, `${state} ${term}`);
  const result = useQuery(SupportRequestsDocument, {
    variables: { state, search: term || null, first: rows.first, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const more = useShowMore(result, 'supportRequests', rows.remember);
  const page = result.data?.supportRequests;
  const counts = page?.counts;
  const tab = (value: SupportRequestState, label: string, count: number | undefined) => (
    <Tab value={value} label={count === undefined ? label : `${label} (${count})`} />
  );
  return (
    <Stack spacing={2}>
      <ListSearchField
        value={search}
        onChange={setSearch}
        label={t`Buscar solicitudes`}
        placeholder={t`Asunto, mensaje, nombre o correo`}
      />
      <Tabs
        value={state}
        onChange={(_, next: SupportRequestState) => update({ state: next === 'OPEN' ? null : next, [shownKey]: null })}
        variant="scrollable"
      >
        {tab('OPEN', t`Abiertos`, counts?.open)}
        {tab('IN_PROGRESS', t`En proceso`, counts?.inProgress)}
        {tab('CLOSED', t`Cerrados`, counts?.closed)}
      </Tabs>
      {!page ? (
        <QueryState loading={result.loading} error={result.error} onRetry={() => void result.refetch()} />
      ) : page.edges.length === 0 ? (
        <EmptyState
          icon={SupportAgent}
          message={term ? t`Ninguna solicitud coincide con la búsqueda.` : t`No hay solicitudes en esta pestaña.`}
        />
      ) : (
        <SupportRequestsTable requests={page.edges.map((edge) => edge.node)} paths={paths} />
      )}
      <ShowMoreButton more={more} />
    </Stack>
  );
}
