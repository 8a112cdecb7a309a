import { msg } from '@lingui/core/macro';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The panel: first in the administrator's sidebar. */
export const panelMenu: MenuPlacement[] = [
  { entry: { title: msg`Panel`, path: '/panel', icon: SpaceDashboard }, main: { admin: 10 } },
];
