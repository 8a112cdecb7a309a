import { useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import HowToReg from '@mui/icons-material/HowToReg';
import People from '@mui/icons-material/People';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type SortDirection, UsersDocument, UserTypesDocument, type UserSortField } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { ListPagination } from '../shell/paging/ListPagination';
import { ListSearchField } from '../shell/paging/ListSearchField';
import { useClampedPage, usePagedSearch } from '../shell/paging/use-paged-search';
import { ImportUsersDialog } from './ImportUsersDialog';
import { useUserActions } from './use-user-actions';
import { type UserSort, UsersTable } from './UsersTable';
import { apiRoleOf, isRole, roleOf } from '../session/roles';

type StatusFilter = '' | 'true' | 'false';

const sortFields: readonly UserSortField[] = ['CREATED_AT', 'EMAIL', 'LAST_LOGIN_AT', 'NAME', 'STATUS'];
const defaultSort = 'NAME.ASC';
const filterDefaults = { userType: '', status: '', sort: defaultSort };

/** The order the URL names ("EMAIL.DESC"), or by name A to Z. */
function sortOf(text: string): UserSort {
  const [field, direction] = text.split('.');
  const sortBy = sortFields.find((known) => known === field) ?? 'NAME';
  const sortDirection: SortDirection = direction === 'DESC' ? 'DESC' : 'ASC';
  return { sortBy, sortDirection };
}

/**
 * /users: every account, searched, filtered, ordered and paged by the server. The search,
 * filters, order and page live in the URL (?q=ana&userType=doctor&status=true&sort=EMAIL.DESC),
 * so Back from a user shows the same rows; ?userType=patient (a role slug) opens it filtered by that type.
 */
export function UsersListPage() {
  const { t } = useLingui();
  // Another filter or order goes back to the first page.
  const list = usePagedSearch(filterDefaults);
  const userType = isRole(list.filters.userType) ? list.filters.userType : '';
  const status: StatusFilter =
    list.filters.status === 'true' || list.filters.status === 'false' ? list.filters.status : '';
  const sort = sortOf(list.filters.sort);
  const setSort = (next: UserSort) => list.setFilters({ sort: `${next.sortBy}.${next.sortDirection}` });
  const [importing, setImporting] = useState(false);
  const types = useQuery(UserTypesDocument).data?.userTypes ?? [];
  const result = useQuery(UsersDocument, {
    variables: {
      ...list.variables,
      userType: isRole(userType) ? apiRoleOf(userType) : null,
      status: status === '' ? null : status === 'true',
      ...sort,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While another page or search loads, the rows shown stay instead of a spinner.
  const users = result.data?.users ?? result.previousData?.users ?? null;
  const refetch = () => void result.refetch();
  const actions = useUserActions();
  useClampedPage(list, users);

  const filtered = list.term !== '' || userType !== '' || status !== '';

  return (
    <Stack spacing={2}>
      {/* The toolbar wraps: the filters and the three buttons do not fit in one row beside the menu at 1280 px. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ListSearchField
            value={list.search}
            onChange={list.setSearch}
            label={t`Buscar usuario`}
            placeholder={t`Nombre, correo o usuario`}
          />
          <TextField
            select
            size="small"
            label={t`Tipo de usuario`}
            value={userType}
            onChange={(event) => list.setFilters({ userType: event.target.value })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t`Todos`}</MenuItem>
            {types.map((type) => (
              <MenuItem key={type.id} value={roleOf(type.role)}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t`Estatus`}
            value={status}
            onChange={(event) => list.setFilters({ status: event.target.value })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t`Todos`}</MenuItem>
            <MenuItem value="true">{t`Activo`}</MenuItem>
            <MenuItem value="false">{t`Inactivo`}</MenuItem>
          </TextField>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          <Button component={RouterLink} to="/users/pre-registrations" startIcon={<HowToReg />}>
            <Trans>Pre-registros</Trans>
          </Button>
          <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
            <Trans>Importar CSV</Trans>
          </Button>
          <Button component={RouterLink} to="/users/create" variant="contained" startIcon={<Add />}>
            <Trans>Nuevo usuario</Trans>
          </Button>
        </Stack>
      </Stack>
      {!users ? (
        <QueryState loading={result.loading} error={result.error} onRetry={refetch} />
      ) : users.edges.length === 0 ? (
        <EmptyState
          icon={People}
          message={
            filtered ? t`Ningún usuario coincide con la búsqueda y los filtros.` : t`Aún no hay usuarios registrados.`
          }
        />
      ) : (
        <TableContainer component={Paper}>
          <UsersTable
            users={users.edges.map((edge) => edge.node)}
            sort={sort}
            onSort={setSort}
            onDeactivate={(user) => void actions.deactivate(user).then((done) => done && refetch())}
            onReactivate={(user) => void actions.reactivate(user).then((done) => done && refetch())}
            onDelete={(user) => void actions.remove(user).then((done) => done && refetch())}
          />
          <ListPagination list={list} shown={users} stale={!result.data} />
        </TableContainer>
      )}
      {importing && <ImportUsersDialog onClose={() => setImporting(false)} onImported={refetch} />}
    </Stack>
  );
}
