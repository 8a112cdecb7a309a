import { notificationSchema } from '../../../shared/validation/notification';
import type { AdminNotificationFieldsFragment, NotificationInput } from '../gql/graphql';
import { emptyValuesOf, fieldPathsOf, inputOf, valuesOf, type FormValues } from '../shell/forms/schema-values';

/** The one user a USER notification goes to, as the form shows them. */
export type RecipientOption = { id: string; fullName: string; email: string };

/**
 * A notification as the list's actions name it in their buttons and confirmations: its name, and
 * whom a resend reaches (the audience, and the one user's name for «Un usuario»).
 */
export type NotificationTarget = {
  id: string;
  name: string;
  audience: AdminNotificationFieldsFragment['audience'];
  recipientName: string | null;
};

/** The notification form's values, the shared schema's: userId is the chosen user's id ('' for none). */
export type NotificationValues = FormValues<typeof notificationSchema>;

export const notificationFieldPaths = fieldPathsOf(notificationSchema);

export function notificationValuesOf(notification?: AdminNotificationFieldsFragment): NotificationValues {
  if (!notification) return emptyValuesOf(notificationSchema);
  return { ...valuesOf(notificationSchema, notification), userId: notification.user?.id ?? '' };
}

/** What the API takes: texts trimmed, an empty title as null, the user's id only for «Un usuario». */
export function notificationInputOf(values: NotificationValues): NotificationInput {
  return { ...inputOf(notificationSchema, values), userId: values.audience === 'USER' ? values.userId : null };
}
