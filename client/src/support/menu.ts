import { msg } from '@lingui/core/macro';
import SupportAgent from '@mui/icons-material/SupportAgent';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** Support requests: the support staff's inbox, a doctor's own requests. */
export const supportMenu: MenuPlacement[] = [
  {
    entry: { title: msg`Soporte`, path: '/soporte', icon: SupportAgent },
    main: { admin: 150, doctor: 40, laboratory: 50, 'office-admin': 40 },
  },
];
