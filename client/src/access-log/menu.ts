import { msg } from '@lingui/core/macro';
import ManageSearch from '@mui/icons-material/ManageSearch';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The clinical access log, for the administrator. */
export const accessLogMenu: MenuPlacement[] = [
  { entry: { title: msg`Registro de accesos`, path: '/access-log', icon: ManageSearch }, main: { admin: 140 } },
];
