import { msg } from '@lingui/core/macro';
import Inventory2 from '@mui/icons-material/Inventory2';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The study packages, in the Administración group. */
export const packagesMenu: MenuPlacement[] = [
  { entry: { title: msg`Paquetes`, path: '/package-group', icon: Inventory2 }, administration: 20 },
];
