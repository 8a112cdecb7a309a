import { msg } from '@lingui/core/macro';
import Store from '@mui/icons-material/Store';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The branch offices, for the administrator. */
export const branchOfficesMenu: MenuPlacement[] = [
  { entry: { title: msg`Sucursales`, path: '/branch-offices/index', icon: Store }, main: { admin: 70 } },
];
