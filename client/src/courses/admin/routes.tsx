import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const CoursesListPage = lazyNamed(() => import('./CoursesListPage'), 'CoursesListPage');
const NewCoursePage = lazyNamed(() => import('./CourseFormPage'), 'NewCoursePage');
const EditCoursePage = lazyNamed(() => import('./CourseFormPage'), 'EditCoursePage');
const EnrolmentReportIndexPage = lazyNamed(() => import('./EnrolmentReportIndexPage'), 'EnrolmentReportIndexPage');
const EnrolmentReportPage = lazyNamed(() => import('./EnrolmentReportPage'), 'EnrolmentReportPage');

const coursesTitle = msg`Cursos`;
const reportTitle = msg`Reporte de inscripciones`;

/** Course administration and enrolment reports (SPEC point 2; the server allows them to admins only). */
export const courseAdminPages: StaffPages = {
  admin: [
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
  ],
};
