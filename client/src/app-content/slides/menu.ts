import { msg } from '@lingui/core/macro';
import Slideshow from '@mui/icons-material/Slideshow';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The app's slides, for the administrator. */
export const slidesMenu: MenuPlacement[] = [
  { entry: { title: msg`Slides`, path: '/slides/index', icon: Slideshow }, main: { admin: 40 } },
];
