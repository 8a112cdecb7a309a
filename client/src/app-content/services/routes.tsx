import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const ServicesListPage = lazyNamed(() => import('./ServicesListPage'), 'ServicesListPage');
const NewServicePage = lazyNamed(() => import('./ServiceFormPage'), 'NewServicePage');
const EditServicePage = lazyNamed(() => import('./ServiceFormPage'), 'EditServicePage');

const servicesTitle = msg`Servicios`;

/** The lab's services shown in the patients' app (admin). */
export const servicePages: StaffPages = {
  admin: [
    { path: '/services', element: <Navigate to="/services/index" replace /> },
    page('/services/index', <ServicesListPage />, servicesTitle),
    page('/services/create', <NewServicePage />, servicesTitle),
    { path: '/services/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/services/:id/edit', <EditServicePage />, servicesTitle),
    page('/services/:id/:action', <NotFoundPage />, servicesTitle),
  ],
};
