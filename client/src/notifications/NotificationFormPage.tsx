import { useLingui } from '@lingui/react/macro';
import { AdminNotificationDocument } from '../gql/graphql';
import { ContentEditPage } from '../shell/forms/ContentEditPage';
import { NotificationForm } from './NotificationForm';
import { notificationsPath } from './notification-paths';

/** /notifications/create */
export function NewNotificationPage() {
  return <NotificationForm />;
}

/** /notifications/:id/edit: the form starts from the notification as stored now. */
export function EditNotificationPage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminNotificationDocument}
      itemOf={(data) => data.notification}
      notFound={{
        message: t`No se encontró la notificación. Es posible que se haya eliminado.`,
        path: notificationsPath,
        label: t`Ver las notificaciones`,
      }}
      renderForm={(notification) => <NotificationForm notification={notification} />}
    />
  );
}
