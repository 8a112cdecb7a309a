import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminOnly, DoctorOwnListRedirect } from './guards';
import { lazyNamed } from './lazy';
import type { RouteHandle } from './route-handle';

const SectionPage = lazyNamed(() => import('../pages/SectionPage'), 'SectionPage');
const NotFoundPage = lazyNamed(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/** Pages that later work fills: for now the title bar and an honest empty state. */
function section(path: string, title: MessageDescriptor): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element: <SectionPage />, handle };
}

function sections(paths: string[], title: MessageDescriptor): RouteObject[] {
  return paths.map((path) => section(path, title));
}

/** Admin-only content of the mobile app (SPEC point 2 guards). */
const adminRoutes: RouteObject[] = [
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
  ...sections(['/courses', '/courses/:id', '/courses/:id/:action'], msg`Cursos`),
  ...sections(
    ['/report-inscription', '/report-inscription/:id', '/report-inscription/:id/:action'],
    msg`Reporte de inscripciones`,
  ),
  ...sections(['/services/index', '/services/create'], msg`Servicios`),
  { element: <AdminOnly />, children: adminRoutes },
  { path: '*', element: <NotFoundPage />, handle: { title: msg`Página no encontrada` } satisfies RouteHandle },
];
