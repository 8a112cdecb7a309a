import { msg } from '@lingui/core/macro';
import Settings from '@mui/icons-material/Settings';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The lab's settings, first in the Administración group. */
export const settingsMenu: MenuPlacement[] = [
  { entry: { title: msg`Ajustes`, path: '/admin', icon: Settings }, administration: 10 },
];
