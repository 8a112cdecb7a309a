import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminNotificationFieldsFragment, NotificationAudience } from '../gql/graphql';
import { formatLabMoment } from '../shell/format/lab-time';
import { NotificationStateChip } from './NotificationStateChip';
import { notificationEditPath } from './notification-paths';
import type { NotificationTarget } from './notification-values';
import { useLiveProgress } from './use-live-progress';

type Notification = AdminNotificationFieldsFragment;

type Props = {
  notifications: Notification[];
  onResend: (target: NotificationTarget) => void;
  onDelete: (target: NotificationTarget) => void;
};

/** How a notification is named in its buttons and confirmations: its title, or the start of its text. */
function notificationName(notification: Notification): string {
  const name = notification.title ?? notification.body;
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

/** The published notifications with who receives them and where their last sending stands. */
export function NotificationsTable({ notifications, onResend, onDelete }: Props) {
  const { t } = useLingui();
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t`Notificaciones`}>
        <TableHead>
          <TableRow>
            {[
              t`Notificación`,
              t`Destinatarios`,
              t({ message: 'Estado', context: 'situación de un elemento de una lista' }),
              t`Entregas`,
              t`Último envío`,
            ].map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
            <TableCell align="right">{t`Acciones`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onResend={onResend}
              onDelete={onDelete}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

type RowProps = Omit<Props, 'notifications'> & { notification: Notification };

function NotificationRow({ notification, onResend, onDelete }: RowProps) {
  const { t } = useLingui();
  useLiveProgress(notification);
  const name = notificationName(notification);
  const target = {
    id: notification.id,
    name,
    audience: notification.audience,
    recipientName: notification.user?.fullName ?? null,
  };
  const { sentCount: sent, failedCount: failed, pendingCount: pending, sendCount: sends } = notification;
  const audiences: Record<NotificationAudience, string> = {
    ALL: t`Todos`,
    PATIENTS: t`Pacientes`,
    STAFF: t({ message: 'Personal', context: 'destinatarios: el personal del laboratorio' }),
    USER: t`Un usuario`,
  };
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 200, maxWidth: 420 }}>
        {notification.title && <Typography sx={{ fontWeight: 500 }}>{notification.title}</Typography>}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {notification.body}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        {notification.user ? (
          <>
            <Typography variant="body2">{notification.user.fullName}</Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {notification.user.email}
            </Typography>
          </>
        ) : (
          audiences[notification.audience]
        )}
      </TableCell>
      <TableCell>
        <NotificationStateChip state={notification.state} />
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        {[
          t`${plural(sent, { one: '# enviada', other: '# enviadas' })}`,
          t`${plural(failed, { one: '# fallida', other: '# fallidas' })}`,
          t`${plural(pending, { one: '# pendiente', other: '# pendientes' })}`,
        ].map((count, index) => (
          <Fragment key={index}>
            {index > 0 && ' · '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {count}
            </Box>
          </Fragment>
        ))}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatLabMoment(notification.sentAt)}
        {sends > 1 && (
          <Typography variant="caption" color="text.secondary" component="div">
            <Trans>{sends} envíos</Trans>
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t`Editar`}>
          <IconButton
            size="small"
            component={RouterLink}
            to={notificationEditPath(notification.id)}
            aria-label={t`Editar ${name}`}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Reenviar`}>
          <IconButton size="small" onClick={() => onResend(target)} aria-label={t`Reenviar ${name}`}>
            <Send fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t`Eliminar`}>
          <IconButton size="small" color="error" onClick={() => onDelete(target)} aria-label={t`Eliminar ${name}`}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
