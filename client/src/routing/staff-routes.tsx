import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { accessLogPages } from '../access-log/routes';
import { branchOfficePages } from '../app-content/branch-offices/routes';
import { controlPages } from '../control/routes';
import { courseAdminPages } from '../courses/admin/routes';
import { dicomInboxPages } from '../dicom-inbox/routes';
import { faqPages } from '../app-content/faq/routes';
import { notificationPages } from '../notifications/routes';
import { packagePages } from '../app-content/packages/routes';
import { panelPages } from '../panel/routes';
import { qualityPages } from '../quality/routes';
import { recipePages } from '../app-content/recipes/routes';
import { servicePages } from '../app-content/services/routes';
import { settingsPages } from '../settings/routes';
import { lazyNamed } from '../shell/lazy';
import type { RouteHandle } from '../shell/route-handle';
import { NotFoundPage, type StaffPages } from '../shell/staff-pages';
import { slidePages } from '../app-content/slides/routes';
import { studyGroupPages } from '../study-groups/routes';
import { supportPages } from '../support/routes';
import { userPages } from '../users/routes';
import { virtualLabPages } from '../virtuallab/routes';
import { welcomeModalPages } from '../app-content/welcome-modals/routes';
import { AdminOnly, AdministrationOnly, ControlBoardOnly, DoctorOwnListRedirect, StudyStaffOnly } from './guards';

// A door of the signed-in area (vite.config.ts): the pages lazy-loaded here render inside the
// staff portal, and their texts are not part of a first visit's catalog.
const DoctorsListPage = lazyNamed(() => import('../virtuallab/doctors/DoctorsListPage'), 'DoctorsListPage');

/** Every feature's staff pages (each declared in the feature's routes.tsx). A new feature adds one line. */
const featurePages: StaffPages[] = [
  userPages,
  studyGroupPages,
  virtualLabPages,
  dicomInboxPages,
  controlPages,
  settingsPages,
  faqPages,
  packagePages,
  qualityPages,
  supportPages,
  courseAdminPages,
  servicePages,
  slidePages,
  welcomeModalPages,
  branchOfficePages,
  recipePages,
  notificationPages,
  accessLogPages,
  panelPages,
];

const pagesBehind = (guard: keyof StaffPages) => featurePages.flatMap((pages) => pages[guard] ?? []);

/** Every staff route of SPEC point 2 except /profile, which patients share; each behind its guard. */
export const staffRoutes: RouteObject[] = [
  {
    path: '/virtuallab',
    element: (
      <DoctorOwnListRedirect>
        <DoctorsListPage />
      </DoctorOwnListRedirect>
    ),
    handle: { title: msg`Laboratorio virtual` } satisfies RouteHandle,
  },
  ...pagesBehind('staff'),
  { element: <StudyStaffOnly />, children: pagesBehind('studyStaff') },
  { element: <ControlBoardOnly />, children: pagesBehind('controlBoard') },
  { element: <AdministrationOnly />, children: pagesBehind('administration') },
  { element: <AdminOnly />, children: pagesBehind('admin') },
  { path: '*', element: <NotFoundPage />, handle: { title: msg`Página no encontrada` } satisfies RouteHandle },
];
