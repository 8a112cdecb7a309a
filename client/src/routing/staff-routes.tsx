import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminOnly, DoctorOwnListRedirect } from './guards';
import { lazyNamed } from './lazy';
import type { RouteHandle } from './route-handle';

const SectionPage = lazyNamed(() => import('../pages/SectionPage'), 'SectionPage');
const NotFoundPage = lazyNamed(() => import('../pages/NotFoundPage'), 'NotFoundPage');
const CoursesListPage = lazyNamed(() => import('../course-admin/CoursesListPage'), 'CoursesListPage');
const NewCoursePage = lazyNamed(() => import('../course-admin/CourseFormPage'), 'NewCoursePage');
const EditCoursePage = lazyNamed(() => import('../course-admin/CourseFormPage'), 'EditCoursePage');
const EnrolmentReportIndexPage = lazyNamed(
  () => import('../course-admin/EnrolmentReportIndexPage'),
  'EnrolmentReportIndexPage',
);
const EnrolmentReportPage = lazyNamed(() => import('../course-admin/EnrolmentReportPage'), 'EnrolmentReportPage');

/** Pages that later work fills: for now the title bar and an honest empty state. */
function section(path: string, title: MessageDescriptor): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element: <SectionPage />, handle };
}

function sections(paths: string[], title: MessageDescriptor): RouteObject[] {
  return paths.map((path) => section(path, title));
}

function page(path: string, element: ReactNode, title: MessageDescriptor): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element, handle };
}

const coursesTitle = msg`Cursos`;
const reportTitle = msg`Reporte de inscripciones`;

/** Course administration and enrolment reports (SPEC point 2; the server allows them to admins only). */
const courseAdminRoutes: RouteObject[] = [
  page('/courses', <CoursesListPage />, coursesTitle),
  page('/courses/index', <CoursesListPage />, coursesTitle),
  page('/courses/create', <NewCoursePage />, coursesTitle),
  { path: '/courses/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/courses/:id/edit', <EditCoursePage />, coursesTitle),
  page('/courses/:id/:action', <NotFoundPage />, coursesTitle),
  page('/report-inscription', <EnrolmentReportIndexPage />, reportTitle),
  page('/report-inscription/index', <EnrolmentReportIndexPage />, reportTitle),
  page('/report-inscription/:id', <EnrolmentReportPage />, reportTitle),
  page('/report-inscription/:id/:action', <EnrolmentReportPage />, reportTitle),
];

/** Admin-only pages (SPEC point 2 guards; courses and reports hold payment data). */
const adminRoutes: RouteObject[] = [
  ...courseAdminRoutes,
  ...sections(['/slides/:id', '/slides/:id/:action'], msg`Slides`),
  ...sections(['/welcome-modals/:id', '/welcome-modals/:id/:action'], msg`Modales de bienvenida`),
  ...sections(['/cookbook/:id', '/cookbook/:id/:action'], msg`Recetario`),
  ...sections(['/notifications', '/notifications/:id', '/notifications/:id/:action'], msg`Notificaciones`),
];

/** Every staff route of SPEC point 2 except /profile, which patients share. */
export const staffRoutes: RouteObject[] = [
  ...sections(['/users', '/users/create', '/users/:id', '/users/:id/:action'], msg`Usuarios`),
  { path: '/branch-offices', element: <Navigate to="/branch-offices/index" replace /> },
  ...sections(['/branch-offices/index', '/branch-offices/:id/edit'], msg`Sucursales`),
  ...sections(['/study-groups/index', '/study-groups/:id/edit'], msg`Grupos de estudio`),
  {
    path: '/virtuallab',
    element: (
      <DoctorOwnListRedirect>
        <SectionPage />
      </DoctorOwnListRedirect>
    ),
    handle: { title: msg`Laboratorio virtual` } satisfies RouteHandle,
  },
  ...sections(['/virtuallab/:id', '/virtuallab/invisiblen/:id'], msg`Laboratorio virtual`),
  ...sections(['/virtuallab/patients/:id', '/virtuallab/patients/:id/:action'], msg`Pacientes`),
  section('/virtuallab/upload', msg`Subir resultados`),
  section('/panel', msg`Panel`),
  section('/admin', msg`Ajustes`),
  section('/package-group', msg`Paquetes`),
  section('/soporte', msg`Soporte`),
  section('/control', msg`Tablero de control`),
  ...sections(['/faq', '/faq/:id', '/faq/:id/:action'], msg`Preguntas frecuentes`),
  ...sections(['/quality-s', '/quality-s/:id', '/quality-s/:id/:action'], msg`Encuesta de calidad`),
  ...sections(['/quality-indicators', '/quality-indicators/:id'], msg`Indicadores de calidad`),
  ...sections(['/services/index', '/services/create'], msg`Servicios`),
  { element: <AdminOnly />, children: adminRoutes },
  { path: '*', element: <NotFoundPage />, handle: { title: msg`Página no encontrada` } satisfies RouteHandle },
];
