import Add from '@mui/icons-material/Add';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { ResultReadySwitch } from '../settings/ResultReadySwitch';
import { NotificationsTable } from './NotificationsTable';
import { newNotificationPath } from './notification-paths';
import { useAdminNotifications } from './use-admin-notifications';
import { useNotificationActions } from './use-notification-actions';

/**
 * /notifications (admin): the published push notifications, newest first, with their delivery
 * counts moving while they are sent; publish, edit, resend, delete.
 */
export function NotificationsListPage() {
  const { t } = useLingui();
  const list = useAdminNotifications();
  const actions = useNotificationActions();
  const { notifications } = list;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <ResultReadySwitch />
        <Button
          component={RouterLink}
          to={newNotificationPath}
          variant="contained"
          startIcon={<Add />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          <Trans>Nueva notificación</Trans>
        </Button>
      </Stack>
      {!notifications ? (
        <QueryState loading={list.loading} error={list.error} onRetry={list.refetch} />
      ) : notifications.length === 0 ? (
        <EmptyState icon={NotificationsNone} message={t`No existen notificaciones al momento`}>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Trans>Publica un aviso para que llegue a los teléfonos de tus pacientes o de tu personal.</Trans>
          </Typography>
          <Button component={RouterLink} to={newNotificationPath} variant="outlined" sx={{ mt: 2 }}>
            <Trans>Publicar la primera notificación</Trans>
          </Button>
        </EmptyState>
      ) : (
        <>
          <NotificationsTable
            notifications={notifications}
            onResend={(target) => void actions.resend(target)}
            onDelete={(target) => void actions.remove(target).then((done) => done && list.refetch())}
          />
          {list.hasMore && (
            <Stack direction="row" sx={{ justifyContent: 'center' }}>
              <Button onClick={() => void list.showMore()} disabled={list.loadingMore}>
                <Trans>Mostrar más</Trans>
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
