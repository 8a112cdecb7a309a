import { msg } from '@lingui/core/macro';
import MenuBook from '@mui/icons-material/MenuBook';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The recipe book, for the administrator. */
export const recipesMenu: MenuPlacement[] = [
  { entry: { title: msg`Recetario`, path: '/cookbook/index', icon: MenuBook }, main: { admin: 60 } },
];
