import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { lazyNamed } from '../shell/lazy';
import { RootLayout } from '../shell/RootLayout';
import { GuestOnly, RootRedirect } from './guards';
import { signedInRoute, viewerRoute } from './signed-in-routes';
import { publicPages, type PublicPageModule } from '../../../shared/public-pages';

// Public pages: each its own chunk, none of them pulls in the staff layout.
const LoginPage = lazyNamed(() => import('../auth/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../auth/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../auth/ResetPasswordPage'), 'ResetPasswordPage');
const FileLinkPage = lazyNamed(() => import('../auth/FileLinkPage'), 'FileLinkPage');
const PublicLayout = lazyNamed(() => import('../courses/PublicLayout'), 'PublicLayout');
const CoursesCatalogPage = lazyNamed(() => import('../courses/CoursesCatalogPage'), 'CoursesCatalogPage');
const CourseRegistrationPage = lazyNamed(() => import('../courses/CourseRegistrationPage'), 'CourseRegistrationPage');
const PreRegistrationPage = lazyNamed(() => import('../pre-registration/PreRegistrationPage'), 'PreRegistrationPage');
const SharedStudyPage = lazyNamed(() => import('../study-shares/SharedStudyPage'), 'SharedStudyPage');

/** The lazy component of each module of a public page (shared/public-pages.ts lists them by route). */
const publicPageCode: Record<PublicPageModule, { preload: () => void }> = {
  'auth/LoginPage.tsx': LoginPage,
  'auth/ForgotPasswordPage.tsx': ForgotPasswordPage,
  'auth/ResetPasswordPage.tsx': ResetPasswordPage,
  'study-shares/SharedStudyPage.tsx': SharedStudyPage,
  'courses/PublicLayout.tsx': PublicLayout,
  'courses/CoursesCatalogPage.tsx': CoursesCatalogPage,
  'courses/CourseRegistrationPage.tsx': CourseRegistrationPage,
  'pre-registration/PreRegistrationPage.tsx': PreRegistrationPage,
};

/**
 * Starts fetching the code of the public page at `pathname`, if it is one (main.tsx, before the
 * first render): while the texts load rather than after the first render found the route. The
 * server's HTML names the same files, so a browser that read it has them on the way already.
 */
export function preloadPublicPage(pathname: string) {
  for (const page of publicPages)
    if (matchPath(page.route, pathname)) for (const module of page.modules) publicPageCode[module].preload();
}

/**
 * The route table (SPEC point 2), rendered by AppRouter.tsx; the signed-in pages are listed in
 * signed-in-routes.tsx and staff-routes.tsx, whose table arrives after the entry (`staffRoutes`,
 * undefined until then: staff-route-table.tsx).
 */
export const routesWith = (staffRoutes: RouteObject[] | undefined): RouteObject[] => [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { path: '/session/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/session/reset-password', element: <ResetPasswordPage /> },
      // The server answers a dead signed file link opened in a browser with the portal (410 or 403).
      { path: '/files/:fileId', element: <FileLinkPage /> },
      { path: '/studies/:studyId/zip', element: <FileLinkPage /> },
      // A share link's recipient has no account: the page stands alone, in the language they choose.
      { path: '/compartir/:token', element: <SharedStudyPage /> },
      {
        element: <PublicLayout />,
        children: [
          { path: '/aula_courses', element: <CoursesCatalogPage /> },
          { path: '/course_registration', element: <Navigate to="/aula_courses" replace /> },
          { path: '/course_registration/:id', element: <CourseRegistrationPage /> },
          { path: '/pre-registro', element: <PreRegistrationPage /> },
        ],
      },
      signedInRoute(staffRoutes),
      viewerRoute,
    ],
  },
];
