import { msg } from '@lingui/core/macro';
import Dashboard from '@mui/icons-material/Dashboard';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The control board, for admin, doctors and laboratory. */
export const controlMenu: MenuPlacement[] = [
  {
    entry: { title: msg`Tablero de control`, path: '/control', icon: Dashboard },
    main: { admin: 130, doctor: 30, laboratory: 40 },
  },
];
