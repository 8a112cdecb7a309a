import { useQuery } from '@apollo/client/react';
import { AdminNotificationDocument, type NotificationState } from '../gql/graphql';

/** How often a notification being sent is read again. */
export const progressPollMs = 2000;

/**
 * While a notification is being sent, reads it again every 2 s; the answer updates it in Apollo's
 * cache, so its row in the list shows the counts moving. The polling stops once it is no longer
 * SENDING. Each row polls on its own: the list's pages (Mostrar más) stay as they are.
 */
export function useLiveProgress(notification: { id: string; state: NotificationState }) {
  useQuery(AdminNotificationDocument, {
    variables: { id: notification.id },
    skip: notification.state !== 'SENDING',
    pollInterval: progressPollMs,
    fetchPolicy: 'network-only',
  });
}
