import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Replay from '@mui/icons-material/Replay';
import Visibility from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SortDirection, UserRowFieldsFragment, UserSortField } from '../gql/graphql';
import { EmailText } from '../shell/EmailText';
import { formatLabMoment } from '../shell/format/lab-time';
import { UserStatusChip } from './UserStatusChip';

export type UserSort = { sortBy: UserSortField; sortDirection: SortDirection };

type Props = {
  users: UserRowFieldsFragment[];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  onDeactivate: (user: UserRowFieldsFragment) => void;
  onReactivate: (user: UserRowFieldsFragment) => void;
  onDelete: (user: UserRowFieldsFragment) => void;
};

// On a phone, username and last sign-in give their room to the name and the actions.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** Every account with its type, status and last sign-in; the server orders the rows. */
export function UsersTable({ users, sort, onSort, onDeactivate, onReactivate, onDelete }: Props) {
  const { t } = useLingui();
  const header = (field: UserSortField, label: ReactNode, sx?: object) => {
    const active = sort.sortBy === field;
    const direction = active ? (sort.sortDirection === 'ASC' ? 'asc' : 'desc') : 'asc';
    return (
      <TableCell sx={sx} sortDirection={active ? direction : false}>
        <TableSortLabel
          active={active}
          direction={direction}
          onClick={() =>
            onSort({
              sortBy: field,
              sortDirection: active && sort.sortDirection === 'ASC' ? 'DESC' : 'ASC',
            })
          }
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  return (
    <Table aria-label={t`Usuarios`}>
      <TableHead>
        <TableRow>
          {header('NAME', <Trans>Nombre</Trans>)}
          {header('EMAIL', <Trans>Correo electrónico</Trans>)}
          <TableCell sx={wideOnly}>
            <Trans>Usuario</Trans>
          </TableCell>
          {header('TYPE', <Trans>Tipo</Trans>)}
          {header('STATUS', <Trans>Estatus</Trans>)}
          {header('LAST_LOGIN_AT', <Trans>Último inicio de sesión</Trans>, wideOnly)}
          <TableCell align="right">
            <Trans>Acciones</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            onDeactivate={() => onDeactivate(user)}
            onReactivate={() => onReactivate(user)}
            onDelete={() => onDelete(user)}
          />
        ))}
      </TableBody>
    </Table>
  );
}

type RowProps = {
  user: UserRowFieldsFragment;
  onDeactivate: () => void;
  onReactivate: () => void;
  onDelete: () => void;
};

function UserRow({ user, onDeactivate, onReactivate, onDelete }: RowProps) {
  const { t } = useLingui();
  const name = user.fullName;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
      </TableCell>
      <TableCell>
        <EmailText email={user.email} />
      </TableCell>
      <TableCell sx={wideOnly}>{user.username ?? ''}</TableCell>
      <TableCell>{user.type.name}</TableCell>
      <TableCell>
        <UserStatusChip active={user.status} />
      </TableCell>
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
        {user.lastLoginAt ? formatLabMoment(user.lastLoginAt) : t`Nunca`}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t`Ver`}>
          <IconButton size="small" component={RouterLink} to={`/users/${user.id}`} aria-label={t`Ver a ${name}`}>
            <Visibility fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Editar`}>
          <IconButton
            size="small"
            component={RouterLink}
            to={`/users/${user.id}/edit`}
            aria-label={t`Editar a ${name}`}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        {user.status ? (
          <Tooltip title={t`Desactivar`}>
            <IconButton size="small" onClick={onDeactivate} aria-label={t`Desactivar a ${name}`}>
              <Block fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          <Tooltip title={t`Reactivar`}>
            <IconButton size="small" color="success" onClick={onReactivate} aria-label={t`Reactivar a ${name}`}>
              <Replay fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t`Eliminar`}>
          <IconButton size="small" color="error" onClick={onDelete} aria-label={t`Eliminar a ${name}`}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
