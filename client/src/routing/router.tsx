import { matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { lazyNamed } from '../shell/lazy';
import { RootLayout } from '../shell/RootLayout';
import { GuestOnly, RootRedirect } from './guards';
import { signedInRoute, viewerRoute } from './signed-in-routes';

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

/**
 * The code of each public page, by path: a first visit fetches it while the texts load rather than
 * after the first render found the route (one round trip less before the page shows on a phone).
 */
const publicPageCode: [string, { preload: () => void }[]][] = [
  ['/login', [LoginPage]],
  ['/session/forgot-password', [ForgotPasswordPage]],
  ['/session/reset-password', [ResetPasswordPage]],
  ['/compartir/:token', [SharedStudyPage]],
  ['/aula_courses', [PublicLayout, CoursesCatalogPage]],
  ['/course_registration/:id', [PublicLayout, CourseRegistrationPage]],
  ['/pre-registro', [PublicLayout, PreRegistrationPage]],
];

/** Starts fetching the code of the public page at `pathname`, if it is one (main.tsx, before the first render). */
export function preloadPublicPage(pathname: string) {
  for (const [path, pages] of publicPageCode) if (matchPath(path, pathname)) for (const page of pages) page.preload();
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
