import { msg } from '@lingui/core/macro';
import Notifications from '@mui/icons-material/Notifications';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The app's push notifications, for the administrator. */
export const notificationsMenu: MenuPlacement[] = [
  { entry: { title: msg`Notificaciones`, path: '/notifications', icon: Notifications }, main: { admin: 50 } },
];
