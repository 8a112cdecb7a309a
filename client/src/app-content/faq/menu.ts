import { msg } from '@lingui/core/macro';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** The FAQ, in the Administración group. */
export const faqMenu: MenuPlacement[] = [
  { entry: { title: msg`Preguntas frecuentes`, path: '/faq', icon: HelpOutlined }, administration: 30 },
];
