import { msg } from '@lingui/core/macro';
import Assessment from '@mui/icons-material/Assessment';
import School from '@mui/icons-material/School';
import type { MenuPlacement } from '../../shell/layout/menu-placement';

/** Courses and their enrolment reports, for the administrator. */
export const courseAdminMenu: MenuPlacement[] = [
  { entry: { title: msg`Cursos`, path: '/courses/index', icon: School }, main: { admin: 110 } },
  {
    entry: { title: msg`Reporte de inscripciones`, path: '/report-inscription/index', icon: Assessment },
    main: { admin: 120 },
  },
];
