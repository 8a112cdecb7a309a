import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const BranchOfficesListPage = lazyNamed(() => import('./BranchOfficesListPage'), 'BranchOfficesListPage');
const NewBranchOfficePage = lazyNamed(() => import('./BranchOfficeFormPage'), 'NewBranchOfficePage');
const EditBranchOfficePage = lazyNamed(() => import('./BranchOfficeFormPage'), 'EditBranchOfficePage');

const branchOfficesTitle = msg`Sucursales`;

/** The lab's branch offices as the app lists them (admin). */
export const branchOfficePages: StaffPages = {
  admin: [
    { path: '/branch-offices', element: <Navigate to="/branch-offices/index" replace /> },
    page('/branch-offices/index', <BranchOfficesListPage />, branchOfficesTitle),
    page('/branch-offices/create', <NewBranchOfficePage />, branchOfficesTitle),
    { path: '/branch-offices/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/branch-offices/:id/edit', <EditBranchOfficePage />, branchOfficesTitle),
    page('/branch-offices/:id/:action', <NotFoundPage />, branchOfficesTitle),
  ],
};
