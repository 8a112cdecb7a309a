import { msg } from '@lingui/core/macro';
import AddBox from '@mui/icons-material/AddBox';
import ListAlt from '@mui/icons-material/ListAlt';
import WebAsset from '@mui/icons-material/WebAsset';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The welcome modals' group (SPEC point 2: view-wmodals), for the administrator. */
export const welcomeModalsMenu: MenuPlacement[] = [
  {
    entry: {
      action: 'view-wmodals',
      title: msg`Modales de bienvenida`,
      icon: WebAsset,
      items: [
        { title: msg`Listado de modales`, path: '/welcome-modals/index', icon: ListAlt },
        { title: msg`Nuevo modal`, path: '/welcome-modals/create', icon: AddBox, exact: true },
      ],
    },
    main: { admin: 20 },
  },
];
