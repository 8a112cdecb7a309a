import { msg } from '@lingui/core/macro';
import ListAlt from '@mui/icons-material/ListAlt';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The users' group (SPEC point 2: view-users), for the administrator, in demo mode too. */
export const usersMenu: MenuPlacement[] = [
  {
    entry: {
      action: 'view-users',
      title: msg`Usuarios`,
      icon: People,
      items: [
        { title: msg`Listado de usuarios`, path: '/users/index', icon: ListAlt },
        { title: msg`Nuevo usuario`, path: '/users/create', icon: PersonAdd, exact: true },
      ],
    },
    main: { admin: 160, 'admin-demo': 10 },
  },
];
