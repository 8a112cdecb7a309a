import { msg } from '@lingui/core/macro';
import SettingsInputAntenna from '@mui/icons-material/SettingsInputAntenna';
import type { MenuPlacement } from '../shell/layout/menu-placement';
import { usePendingReceivedCount } from './use-pending-received-count';

/** What the scanners sent and staff have yet to assign (study staff). */
export const dicomInboxMenu: MenuPlacement[] = [
  {
    entry: {
      title: msg`Recibidos del equipo`,
      path: '/virtuallab/recibidos',
      icon: SettingsInputAntenna,
      useCount: usePendingReceivedCount,
    },
    main: { admin: 100, laboratory: 30, 'office-admin': 20 },
  },
];
