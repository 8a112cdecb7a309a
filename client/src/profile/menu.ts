import { msg } from '@lingui/core/macro';
import AccountCircle from '@mui/icons-material/AccountCircle';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The profile, in every staff sidebar; it carries the alert of an incomplete profile. */
export const profileMenu: MenuPlacement[] = [
  {
    entry: { title: msg`Perfil`, path: '/profile', icon: AccountCircle, isProfile: true },
    main: { admin: 170, doctor: 20, laboratory: 10, 'office-admin': 30 },
  },
];
