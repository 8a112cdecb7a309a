import { msg } from '@lingui/core/macro';
import Biotech from '@mui/icons-material/Biotech';
import type { MenuItem } from '../shell/layout/menu';
import type { MenuPlacement } from '../shell/layout/menu-placement';

const virtualLab: MenuItem = { title: msg`Laboratorio virtual`, path: '/virtuallab', icon: Biotech };

/** The virtual lab, in every staff sidebar; a doctor's opens their own list of patients. */
export const virtualLabMenu: MenuPlacement[] = [
  {
    entry: (user) => (user.type.slug === 'doctor' ? { ...virtualLab, path: `/virtuallab/${user.id}` } : virtualLab),
    main: { admin: 90, 'admin-demo': 20, doctor: 10, laboratory: 20, 'office-admin': 10 },
  },
];
