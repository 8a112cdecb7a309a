import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const NotificationsListPage = lazyNamed(() => import('./NotificationsListPage'), 'NotificationsListPage');
const NewNotificationPage = lazyNamed(() => import('./NotificationFormPage'), 'NewNotificationPage');
const EditNotificationPage = lazyNamed(() => import('./NotificationFormPage'), 'EditNotificationPage');

const notificationsTitle = msg`Notificaciones`;

/** The push notifications the administrator publishes to the app (admin). */
export const notificationPages: StaffPages = {
  admin: [
    page('/notifications', <NotificationsListPage />, notificationsTitle),
    { path: '/notifications/index', element: <Navigate to="/notifications" replace /> },
    page('/notifications/create', <NewNotificationPage />, notificationsTitle),
    { path: '/notifications/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/notifications/:id/edit', <EditNotificationPage />, notificationsTitle),
    page('/notifications/:id/:action', <NotFoundPage />, notificationsTitle),
  ],
};
