import { msg } from '@lingui/core/macro';
import Insights from '@mui/icons-material/Insights';
import Poll from '@mui/icons-material/Poll';
import type { MenuPlacement } from '../shell/layout/menu-placement';

/** The quality survey and indicators, in the Administración group. */
export const qualityMenu: MenuPlacement[] = [
  { entry: { title: msg`Encuesta de calidad`, path: '/quality-s', icon: Poll }, administration: 40 },
  { entry: { title: msg`Indicadores de calidad`, path: '/quality-indicators', icon: Insights }, administration: 50 },
];
