import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const StudyGroupsListPage = lazyNamed(() => import('./StudyGroupsListPage'), 'StudyGroupsListPage');
const StudyGroupFormPage = lazyNamed(() => import('./StudyGroupFormPage'), 'StudyGroupFormPage');

const studyGroupsTitle = msg`Grupos de estudio`;

/** Study groups (admin). "create" as the id opens an empty form. */
export const studyGroupPages: StaffPages = {
  staff: [{ path: '/study-groups', element: <Navigate to="/study-groups/index" replace /> }],
  admin: [
    page('/study-groups/index', <StudyGroupsListPage />, studyGroupsTitle),
    page('/study-groups/:id/edit', <StudyGroupFormPage />, studyGroupsTitle),
  ],
};
