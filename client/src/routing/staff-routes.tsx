import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyNamed } from './lazy';
import type { RouteHandle } from '../shell/route-handle';
import { AdminOnly, AdministrationOnly, ControlBoardOnly, DoctorOwnListRedirect, StudyStaffOnly } from './guards';

// A door of the signed-in area (vite.config.ts): the pages lazy-loaded here render inside the
// staff portal, and their texts are not part of a first visit's catalog.
const NotFoundPage = lazyNamed(() => import('../shell/NotFoundPage'), 'NotFoundPage');
const CoursesListPage = lazyNamed(() => import('../courses/admin/CoursesListPage'), 'CoursesListPage');
const NewCoursePage = lazyNamed(() => import('../courses/admin/CourseFormPage'), 'NewCoursePage');
const EditCoursePage = lazyNamed(() => import('../courses/admin/CourseFormPage'), 'EditCoursePage');
const EnrolmentReportIndexPage = lazyNamed(
  () => import('../courses/admin/EnrolmentReportIndexPage'),
  'EnrolmentReportIndexPage',
);
const EnrolmentReportPage = lazyNamed(() => import('../courses/admin/EnrolmentReportPage'), 'EnrolmentReportPage');
const DoctorsListPage = lazyNamed(() => import('../virtuallab/doctors/DoctorsListPage'), 'DoctorsListPage');
const DoctorPatientsPage = lazyNamed(() => import('../virtuallab/patients/DoctorPatientsPage'), 'DoctorPatientsPage');
const PatientStudiesPage = lazyNamed(() => import('../virtuallab/studies/PatientStudiesPage'), 'PatientStudiesPage');
const HiddenStudiesPage = lazyNamed(() => import('../virtuallab/studies/HiddenStudiesPage'), 'HiddenStudiesPage');
const UploadStudyPage = lazyNamed(() => import('../virtuallab/upload/UploadStudyPage'), 'UploadStudyPage');
const DicomInboxPage = lazyNamed(() => import('../dicom-inbox/DicomInboxPage'), 'DicomInboxPage');
const StudyGroupsListPage = lazyNamed(() => import('../study-groups/StudyGroupsListPage'), 'StudyGroupsListPage');
const StudyGroupFormPage = lazyNamed(() => import('../study-groups/StudyGroupFormPage'), 'StudyGroupFormPage');
const ControlBoardPage = lazyNamed(() => import('../control/ControlBoardPage'), 'ControlBoardPage');
const UsersListPage = lazyNamed(() => import('../users/UsersListPage'), 'UsersListPage');
const NewUserPage = lazyNamed(() => import('../users/UserFormPage'), 'NewUserPage');
const EditUserPage = lazyNamed(() => import('../users/UserFormPage'), 'EditUserPage');
const UserDetailPage = lazyNamed(() => import('../users/UserDetailPage'), 'UserDetailPage');
const PreRegistrationsPage = lazyNamed(() => import('../users/PreRegistrationsPage'), 'PreRegistrationsPage');
const FaqsListPage = lazyNamed(() => import('../app-content/faq/FaqsListPage'), 'FaqsListPage');
const NewFaqPage = lazyNamed(() => import('../app-content/faq/FaqFormPage'), 'NewFaqPage');
const EditFaqPage = lazyNamed(() => import('../app-content/faq/FaqFormPage'), 'EditFaqPage');
const ServicesListPage = lazyNamed(() => import('../app-content/services/ServicesListPage'), 'ServicesListPage');
const NewServicePage = lazyNamed(() => import('../app-content/services/ServiceFormPage'), 'NewServicePage');
const EditServicePage = lazyNamed(() => import('../app-content/services/ServiceFormPage'), 'EditServicePage');
const PackagesListPage = lazyNamed(() => import('../app-content/packages/PackagesListPage'), 'PackagesListPage');
const NewPackagePage = lazyNamed(() => import('../app-content/packages/PackageFormPage'), 'NewPackagePage');
const EditPackagePage = lazyNamed(() => import('../app-content/packages/PackageFormPage'), 'EditPackagePage');
const SlidesListPage = lazyNamed(() => import('../app-content/slides/SlidesListPage'), 'SlidesListPage');
const NewSlidePage = lazyNamed(() => import('../app-content/slides/SlideFormPage'), 'NewSlidePage');
const EditSlidePage = lazyNamed(() => import('../app-content/slides/SlideFormPage'), 'EditSlidePage');
const WelcomeModalsListPage = lazyNamed(
  () => import('../app-content/welcome-modals/WelcomeModalsListPage'),
  'WelcomeModalsListPage',
);
const NewWelcomeModalPage = lazyNamed(
  () => import('../app-content/welcome-modals/WelcomeModalFormPage'),
  'NewWelcomeModalPage',
);
const EditWelcomeModalPage = lazyNamed(
  () => import('../app-content/welcome-modals/WelcomeModalFormPage'),
  'EditWelcomeModalPage',
);
const BranchOfficesListPage = lazyNamed(
  () => import('../app-content/branch-offices/BranchOfficesListPage'),
  'BranchOfficesListPage',
);
const NewBranchOfficePage = lazyNamed(
  () => import('../app-content/branch-offices/BranchOfficeFormPage'),
  'NewBranchOfficePage',
);
const EditBranchOfficePage = lazyNamed(
  () => import('../app-content/branch-offices/BranchOfficeFormPage'),
  'EditBranchOfficePage',
);
const RecipesListPage = lazyNamed(() => import('../app-content/recipes/RecipesListPage'), 'RecipesListPage');
const NewRecipePage = lazyNamed(() => import('../app-content/recipes/RecipeFormPage'), 'NewRecipePage');
const EditRecipePage = lazyNamed(() => import('../app-content/recipes/RecipeFormPage'), 'EditRecipePage');
const NotificationsListPage = lazyNamed(
  () => import('../notifications/NotificationsListPage'),
  'NotificationsListPage',
);
const NewNotificationPage = lazyNamed(() => import('../notifications/NotificationFormPage'), 'NewNotificationPage');
const EditNotificationPage = lazyNamed(() => import('../notifications/NotificationFormPage'), 'EditNotificationPage');
const SurveysListPage = lazyNamed(() => import('../quality/survey/SurveysListPage'), 'SurveysListPage');
const NewSurveyPage = lazyNamed(() => import('../quality/survey/SurveyFormPage'), 'NewSurveyPage');
const EditSurveyPage = lazyNamed(() => import('../quality/survey/SurveyFormPage'), 'EditSurveyPage');
const AccessLogPage = lazyNamed(() => import('../access-log/AccessLogPage'), 'AccessLogPage');
const PanelPage = lazyNamed(() => import('../panel/PanelPage'), 'PanelPage');
const QualityIndicatorsPage = lazyNamed(
  () => import('../quality/indicators/QualityIndicatorsPage'),
  'QualityIndicatorsPage',
);
const SupportPage = lazyNamed(() => import('../support/SupportPages'), 'SupportPage');
const SupportRequestPage = lazyNamed(() => import('../support/SupportPages'), 'SupportRequestPage');
const NewSupportRequestPage = lazyNamed(() => import('../support/SupportPages'), 'NewSupportRequestPage');
const SettingsPage = lazyNamed(() => import('../settings/SettingsPage'), 'SettingsPage');

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

const faqTitle = msg`Preguntas frecuentes`;

/** The FAQ of the patients' app (admin); its list is read by the whole Administración group (administrationRoutes). */
const faqRoutes: RouteObject[] = [
  page('/faq/create', <NewFaqPage />, faqTitle),
  { path: '/faq/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/faq/:id/edit', <EditFaqPage />, faqTitle),
  page('/faq/:id/:action', <NotFoundPage />, faqTitle),
];

const servicesTitle = msg`Servicios`;

/** The lab's services shown in the patients' app (admin). */
const serviceRoutes: RouteObject[] = [
  { path: '/services', element: <Navigate to="/services/index" replace /> },
  page('/services/index', <ServicesListPage />, servicesTitle),
  page('/services/create', <NewServicePage />, servicesTitle),
  { path: '/services/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/services/:id/edit', <EditServicePage />, servicesTitle),
  page('/services/:id/:action', <NotFoundPage />, servicesTitle),
];

const packagesTitle = msg`Paquetes`;

/** The lab's study packages shown in the patients' app (admin); their list /package-group is in administrationRoutes. */
const packageRoutes: RouteObject[] = [
  page('/package-group/create', <NewPackagePage />, packagesTitle),
  { path: '/package-group/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/package-group/:id/edit', <EditPackagePage />, packagesTitle),
  page('/package-group/:id/:action', <NotFoundPage />, packagesTitle),
];

const slidesTitle = msg`Slides`;

/** The slides of the app's carousel (admin). */
const slideRoutes: RouteObject[] = [
  { path: '/slides', element: <Navigate to="/slides/index" replace /> },
  page('/slides/index', <SlidesListPage />, slidesTitle),
  page('/slides/create', <NewSlidePage />, slidesTitle),
  { path: '/slides/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/slides/:id/edit', <EditSlidePage />, slidesTitle),
  page('/slides/:id/:action', <NotFoundPage />, slidesTitle),
];

const welcomeModalsTitle = msg`Modales de bienvenida`;

/** The modals the app shows on opening (admin). */
const welcomeModalRoutes: RouteObject[] = [
  { path: '/welcome-modals', element: <Navigate to="/welcome-modals/index" replace /> },
  page('/welcome-modals/index', <WelcomeModalsListPage />, welcomeModalsTitle),
  page('/welcome-modals/create', <NewWelcomeModalPage />, welcomeModalsTitle),
  { path: '/welcome-modals/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/welcome-modals/:id/edit', <EditWelcomeModalPage />, welcomeModalsTitle),
  page('/welcome-modals/:id/:action', <NotFoundPage />, welcomeModalsTitle),
];

const branchOfficesTitle = msg`Sucursales`;

/** The lab's branch offices as the app lists them (admin). */
const branchOfficeRoutes: RouteObject[] = [
  { path: '/branch-offices', element: <Navigate to="/branch-offices/index" replace /> },
  page('/branch-offices/index', <BranchOfficesListPage />, branchOfficesTitle),
  page('/branch-offices/create', <NewBranchOfficePage />, branchOfficesTitle),
  { path: '/branch-offices/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/branch-offices/:id/edit', <EditBranchOfficePage />, branchOfficesTitle),
  page('/branch-offices/:id/:action', <NotFoundPage />, branchOfficesTitle),
];

const recipesTitle = msg`Recetario`;

/** The recipe book (Recetario) of the patients' app (admin). */
const recipeRoutes: RouteObject[] = [
  { path: '/cookbook', element: <Navigate to="/cookbook/index" replace /> },
  page('/cookbook/index', <RecipesListPage />, recipesTitle),
  page('/cookbook/create', <NewRecipePage />, recipesTitle),
  { path: '/cookbook/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/cookbook/:id/edit', <EditRecipePage />, recipesTitle),
  page('/cookbook/:id/:action', <NotFoundPage />, recipesTitle),
];

const notificationsTitle = msg`Notificaciones`;

/** The push notifications the administrator publishes to the app (admin). */
const notificationRoutes: RouteObject[] = [
  page('/notifications', <NotificationsListPage />, notificationsTitle),
  { path: '/notifications/index', element: <Navigate to="/notifications" replace /> },
  page('/notifications/create', <NewNotificationPage />, notificationsTitle),
  { path: '/notifications/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/notifications/:id/edit', <EditNotificationPage />, notificationsTitle),
  page('/notifications/:id/:action', <NotFoundPage />, notificationsTitle),
];

const surveyTitle = msg`Encuesta de calidad`;

/** The quality survey (/quality-s): the administrator edits it; laboratory and office administrators read it. */
const surveyRoutes: RouteObject[] = [
  page('/quality-s', <SurveysListPage />, surveyTitle),
  { path: '/quality-s/index', element: <Navigate to="/quality-s" replace /> },
  page('/quality-s/create', <NewSurveyPage />, surveyTitle),
  { path: '/quality-s/:id', element: <Navigate to="edit" relative="path" replace /> },
  page('/quality-s/:id/edit', <EditSurveyPage />, surveyTitle),
  page('/quality-s/:id/:action', <NotFoundPage />, surveyTitle),
];

const supportTitle = msg`Soporte`;

/**
 * Support (every staff role): the support staff (admin, laboratory, office-admin) handle every
 * request; a doctor sends their own and follows them. The server allows each operation by role.
 */
const supportRoutes: RouteObject[] = [
  page('/soporte', <SupportPage />, supportTitle),
  page('/soporte/nueva', <NewSupportRequestPage />, supportTitle),
  page('/soporte/:id', <SupportRequestPage />, supportTitle),
];

/** Admin-only pages (SPEC point 2 guards; courses and reports hold payment data, the access log clinical data). */
const adminRoutes: RouteObject[] = [
  ...courseAdminRoutes,
  ...faqRoutes,
  ...serviceRoutes,
  ...packageRoutes,
  ...slideRoutes,
  ...welcomeModalRoutes,
  ...branchOfficeRoutes,
  ...recipeRoutes,
  ...notificationRoutes,
  page('/access-log', <AccessLogPage />, msg`Registro de accesos`),
  page('/panel', <PanelPage />, msg`Panel`),
];

/** Lists of the Administración group that its non-admin roles read too (the server lets them read, not change). */
const administrationRoutes: RouteObject[] = [
  { path: '/faq', element: <Navigate to="/faq/index" replace /> },
  page('/faq/index', <FaqsListPage />, faqTitle),
  page('/package-group', <PackagesListPage />, packagesTitle),
  page('/quality-indicators', <QualityIndicatorsPage />, msg`Indicadores de calidad`),
  { path: '/quality-indicators/:id', element: <Navigate to="/quality-indicators" replace /> },
];

const patientStudiesTitle = msg`Estudios del paciente`;
const studyGroupsTitle = msg`Grupos de estudio`;

/**
 * Studies of the virtual lab: staff and doctors read a patient's studies (the server limits a
 * doctor to their own patients); admin, office-admin and laboratory upload and see hidden ones;
 * the control board is for admin, laboratory and doctors.
 */
const studyRoutes: RouteObject[] = [
  page('/virtuallab/patients/:id', <PatientStudiesPage />, patientStudiesTitle),
  page('/virtuallab/patients/:id/:action', <PatientStudiesPage />, patientStudiesTitle),
  {
    element: <StudyStaffOnly />,
    children: [
      page('/virtuallab/invisiblen/:id', <HiddenStudiesPage />, msg`Estudios ocultos`),
      page('/virtuallab/upload', <UploadStudyPage />, msg`Subir resultados`),
      page('/virtuallab/recibidos', <DicomInboxPage />, msg`Recibidos del equipo`),
    ],
  },
  { element: <ControlBoardOnly />, children: [page('/control', <ControlBoardPage />, msg`Tablero de control`)] },
];

/** Study groups (admin). "create" as the id opens an empty form. */
const studyGroupRoutes: RouteObject[] = [
  { path: '/study-groups', element: <Navigate to="/study-groups/index" replace /> },
  {
    element: <AdminOnly />,
    children: [
      page('/study-groups/index', <StudyGroupsListPage />, studyGroupsTitle),
      page('/study-groups/:id/edit', <StudyGroupFormPage />, studyGroupsTitle),
    ],
  },
];

const usersTitle = msg`Usuarios`;

/** User administration (admin): list, form, detail and the review of doctor pre-registrations. */
const userRoutes: RouteObject[] = [
  {
    element: <AdminOnly />,
    children: [
      page('/users', <UsersListPage />, usersTitle),
      page('/users/index', <UsersListPage />, usersTitle),
      page('/users/create', <NewUserPage />, usersTitle),
      page('/users/pre-registrations', <PreRegistrationsPage />, msg`Pre-registros de doctores`),
      page('/users/:id', <UserDetailPage />, usersTitle),
      page('/users/:id/:action', <EditUserPage />, usersTitle),
    ],
  },
];

/** Every staff route of SPEC point 2 except /profile, which patients share. */
export const staffRoutes: RouteObject[] = [
  ...userRoutes,
  ...studyGroupRoutes,
  {
    path: '/virtuallab',
    element: (
      <DoctorOwnListRedirect>
        <DoctorsListPage />
      </DoctorOwnListRedirect>
    ),
    handle: { title: msg`Laboratorio virtual` } satisfies RouteHandle,
  },
  page('/virtuallab/:id', <DoctorPatientsPage />, msg`Laboratorio virtual`),
  ...studyRoutes,
  {
    element: <AdministrationOnly />,
    children: [page('/admin', <SettingsPage />, msg`Ajustes`), ...administrationRoutes, ...surveyRoutes],
  },
  ...supportRoutes,
  { element: <AdminOnly />, children: adminRoutes },
  { path: '*', element: <NotFoundPage />, handle: { title: msg`Página no encontrada` } satisfies RouteHandle },
];
