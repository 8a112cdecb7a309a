import type { NotificationAudience } from '../../../shared/validation/notification';
import type { AdminNotificationFieldsFragment, NotificationInput } from '../gql/graphql';

/** The one user a USER notification goes to, as the form shows them. */
export type RecipientOption = { id: string; fullName: string; email: string };

/** A notification as the list's actions name it in their buttons and confirmations. */
export type NotificationTarget = { id: string; name: string };

/** The notification form's values: userId is the chosen user's id ('' for none). */
export type NotificationValues = { title: string; body: string; audience: NotificationAudience; userId: string };

export const notificationFieldPaths: readonly string[] = ['title', 'body', 'audience', 'userId'];

export function notificationValuesOf(notification?: AdminNotificationFieldsFragment): NotificationValues {
  return {
    title: notification?.title ?? '',
    body: notification?.body ?? '',
    audience: notification?.audience ?? 'ALL',
    userId: notification?.user?.id ?? '',
  };
}

export function notificationInputOf(values: NotificationValues): NotificationInput {
  const title = values.title.trim();
  return {
    title: title === '' ? null : title,
    body: values.body.trim(),
    audience: values.audience,
    userId: values.audience === 'USER' ? values.userId : null,
  };
}
