import { msg } from '@lingui/core/macro';
import AddBox from '@mui/icons-material/AddBox';
import ListAlt from '@mui/icons-material/ListAlt';
import MedicalServices from '@mui/icons-material/MedicalServices';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The services' group (SPEC point 2: view-services), for the administrator. */
export const servicesMenu: MenuPlacement[] = [
  {
    entry: {
      action: 'view-services',
      title: msg`Servicios`,
      icon: MedicalServices,
      items: [
        { title: msg`Listado de servicios`, path: '/services/index', icon: ListAlt },
        { title: msg`Nuevo servicio`, path: '/services/create', icon: AddBox, exact: true },
      ],
    },
    main: { admin: 30 },
  },
];
