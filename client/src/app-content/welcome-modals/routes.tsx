import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const WelcomeModalsListPage = lazyNamed(() => import('./WelcomeModalsListPage'), 'WelcomeModalsListPage');
const NewWelcomeModalPage = lazyNamed(() => import('./WelcomeModalFormPage'), 'NewWelcomeModalPage');
const EditWelcomeModalPage = lazyNamed(() => import('./WelcomeModalFormPage'), 'EditWelcomeModalPage');

const welcomeModalsTitle = msg`Modales de bienvenida`;

/** The modals the app shows on opening (admin). */
export const welcomeModalPages: StaffPages = {
  admin: [
    { path: '/welcome-modals', element: <Navigate to="/welcome-modals/index" replace /> },
    page('/welcome-modals/index', <WelcomeModalsListPage />, welcomeModalsTitle),
    page('/welcome-modals/create', <NewWelcomeModalPage />, welcomeModalsTitle),
    { path: '/welcome-modals/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/welcome-modals/:id/edit', <EditWelcomeModalPage />, welcomeModalsTitle),
    page('/welcome-modals/:id/:action', <NotFoundPage />, welcomeModalsTitle),
  ],
};
