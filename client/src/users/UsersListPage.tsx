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
import { UsersDocument, UserTypesDocument } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { ListPagination } from '../virtuallab/patients/ListPagination';
import { ListSearchField } from '../virtuallab/patients/ListSearchField';
import { useClampedPage } from '../virtuallab/patients/use-clamped-page';
import { usePagedSearch } from '../virtuallab/patients/use-paged-search';
import { ImportUsersDialog } from './ImportUsersDialog';
import { useUserActions } from './use-user-actions';
import { type UserSort, UsersTable } from './UsersTable';

type StatusFilter = '' | 'true' | 'false';

/** /users: every account, searched, filtered, ordered and paged by the server. */
export function UsersListPage() {
  const { t } = useLingui();
  const list = usePagedSearch();
  const [userType, setUserType] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [sort, setSort] = useState<UserSort>({ sortBy: 'NAME', sortDirection: 'ASC' });
  const [importing, setImporting] = useState(false);
  const types = useQuery(UserTypesDocument).data?.userTypes ?? [];
  const result = useQuery(UsersDocument, {
    variables: {
      ...list.variables,
      userType: userType === '' ? null : userType,
      status: status === '' ? null : status === 'true',
      ...sort,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While another page or search loads, the rows shown stay instead of a spinner.
  const users = result.data?.users ?? result.previousData?.users ?? null;
  const refetch = () => void result.refetch();
  const actions = useUserActions();
  useClampedPage(list, users?.total);

  const filtered = list.term !== '' || userType !== '' || status !== '';
  const changeFilter = (apply: () => void) => {
    apply();
    list.setPage(1);
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
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
            onChange={(event) => changeFilter(() => setUserType(event.target.value))}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t`Todos`}</MenuItem>
            {types.map((type) => (
              <MenuItem key={type.id} value={type.slug}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t`Estatus`}
            value={status}
            onChange={(event) => changeFilter(() => setStatus(event.target.value as StatusFilter))}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t`Todos`}</MenuItem>
            <MenuItem value="true">{t`Activo`}</MenuItem>
            <MenuItem value="false">{t`Inactivo`}</MenuItem>
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
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
      ) : users.items.length === 0 ? (
        <EmptyState
          icon={People}
          message={filtered ? t`Ningún usuario coincide con la búsqueda y los filtros.` : t`Aún no hay usuarios registrados.`}
        />
      ) : (
        <TableContainer component={Paper}>
          <UsersTable
            users={users.items}
            sort={sort}
            onSort={(next) => changeFilter(() => setSort(next))}
            onDeactivate={(user) => void actions.deactivate(user).then((done) => done && refetch())}
            onReactivate={(user) => void actions.reactivate(user).then((done) => done && refetch())}
            onDelete={(user) => void actions.remove(user).then((done) => done && refetch())}
          />
          <ListPagination
            total={users.total}
            page={list.page}
            perPage={list.perPage}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
          />
        </TableContainer>
      )}
      {importing && (
        <ImportUsersDialog
          onClose={() => setImporting(false)}
          onImported={refetch}
        />
      )}
    </Stack>
  );
}
