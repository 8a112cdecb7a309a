import { msg } from '@lingui/core/macro';
import Groups from '@mui/icons-material/Groups';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The study groups, for the administrator. */
export const studyGroupsMenu: MenuPlacement[] = [
  { entry: { title: msg`Grupos de estudio`, path: '/study-groups/index', icon: Groups }, main: { admin: 80 } },
];
