import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const PackagesListPage = lazyNamed(() => import('./PackagesListPage'), 'PackagesListPage');
const NewPackagePage = lazyNamed(() => import('./PackageFormPage'), 'NewPackagePage');
const EditPackagePage = lazyNamed(() => import('./PackageFormPage'), 'EditPackagePage');

const packagesTitle = msg`Paquetes`;

/** The lab's study packages shown in the patients' app: the admin edits them; the Administración group reads their list. */
export const packagePages: StaffPages = {
  administration: [page('/package-group', <PackagesListPage />, packagesTitle)],
  admin: [
    page('/package-group/create', <NewPackagePage />, packagesTitle),
    { path: '/package-group/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/package-group/:id/edit', <EditPackagePage />, packagesTitle),
    page('/package-group/:id/:action', <NotFoundPage />, packagesTitle),
  ],
};
