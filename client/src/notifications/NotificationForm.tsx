import { useMutation } from '@apollo/client/react';
import Collapse from '@mui/material/Collapse';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import {
  notificationBodyLength,
  notificationSchema,
  notificationTitleLength,
} from '../../../shared/validation/notification';
import {
  CreateNotificationDocument,
  UpdateNotificationDocument,
  type AdminNotificationFieldsFragment,
} from '../gql/graphql';
import { ContentFormFrame } from '../shell/forms/ContentFormFrame';
import { useContentSubmit } from '../shell/forms/use-content-submit';
import { FormTextField } from '../shell/forms/FormTextField';
import { AudienceField } from './AudienceField';
import { RecipientField } from './RecipientField';
import { notificationsPath } from './notification-paths';
import {
  notificationFieldPaths,
  notificationInputOf,
  notificationValuesOf,
  type NotificationValues,
} from './notification-values';

/**
 * Publishes a notification or edits one: optional title, the text, and who receives it. Publishing
 * sends it at once; saved changes reach the devices only when it is resent from the list.
 */
export function NotificationForm({ notification }: { notification?: AdminNotificationFieldsFragment }) {
  const { t } = useLingui();
  const [createNotification] = useMutation(CreateNotificationDocument, {
    // The list read before holds no new row (or is empty): it is read again when it opens.
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' }),
  });
  const [updateNotification] = useMutation(UpdateNotificationDocument);

  const submit = useContentSubmit<NotificationValues>({
    save: (values) => {
      const input = notificationInputOf(values);
      return notification
        ? updateNotification({ variables: { id: notification.id, input } })
        : createNotification({ variables: { input } });
    },
    fieldPaths: notificationFieldPaths,
    savedMessage: notification ? t`Notificación guardada.` : t`Notificación publicada.`,
    listPath: notificationsPath,
  });

  return (
    <Formik<NotificationValues>
      initialValues={notificationValuesOf(notification)}
      validationSchema={notificationSchema}
      onSubmit={submit}
    >
      {({ values }) => (
        <ContentFormFrame
          titleId="notification-form-title"
          title={notification ? t`Editar notificación` : t`Nueva notificación`}
          listPath={notificationsPath}
          submitLabel={notification ? undefined : t`Publicar`}
          note={
            notification
              ? t`Los cambios se ven de inmediato en la app; a los dispositivos llegan como aviso solo cuando reenvías la notificación desde la lista.`
              : t`Al publicarla, la notificación se envía de inmediato a los dispositivos de los destinatarios.`
          }
        >
          <FormTextField
            name="title"
            label={t`Título`}
            helperText={t`Opcional. Sin título, el aviso muestra el nombre de la app.`}
            maxChars={notificationTitleLength}
            slotProps={{ htmlInput: { maxLength: notificationTitleLength } }}
          />
          <FormTextField
            name="body"
            label={t`Mensaje`}
            required
            multiline
            minRows={4}
            maxChars={notificationBodyLength}
          />
          <AudienceField />
          {/* Kept mounted while hidden, so the user chosen stays shown if "Un usuario" is chosen again. */}
          <Collapse in={values.audience === 'USER'}>
            <RecipientField initial={notification?.user ?? null} />
          </Collapse>
        </ContentFormFrame>
      )}
    </Formik>
  );
}
