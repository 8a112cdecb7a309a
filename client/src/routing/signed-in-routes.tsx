import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router-dom';
import { patientHomePath } from '../../../shared/patient-links';
import { loadApolloClient, WithApollo } from '../api/WithApollo';
import { withPortalTexts } from '../i18n/i18n';
import { getStoredUser } from '../session/stored-user';
import { lazyNamed } from '../shell/lazy';
import type { RouteHandle } from '../shell/route-handle';
import { PatientOnly, RequireUser, StaffOnly } from './guards';
import { preloadPatientLayout, SignedInLayout } from './SignedInLayout';
import { staffRoutesLoadingRoute } from './staff-route-table';

// A door of the signed-in area (vite.config.ts), like staff-routes.tsx: the pages lazy-loaded
// here render inside SignedInLayout, and their texts are not part of a first visit's catalog.
const ProfilePage = lazyNamed(() => import('../profile/ProfilePage'), 'ProfilePage');
const loadPatientHome = () => import('../patient/PatientHomePage');
const PatientHomePage = lazyNamed(loadPatientHome, 'PatientHomePage');
const PatientSupportPage = lazyNamed(() => import('../support/SupportPages'), 'PatientSupportPage');
const PatientSupportRequestPage = lazyNamed(() => import('../support/SupportPages'), 'PatientSupportRequestPage');
const PatientNewSupportRequestPage = lazyNamed(() => import('../support/SupportPages'), 'PatientNewSupportRequestPage');
const supportTitle = msg`Soporte`;
// The viewer takes the whole window, outside the layouts: it loads the portal's texts itself.
const ViewerPage = lazyNamed(() => withPortalTexts(import('../viewer/ViewerPage')), 'ViewerPage');

/**
 * A signed-in patient opening their home (a reload, a result's link): Apollo Client, the patient's
 * layout with the portal's texts and the home page are fetched at start, side by side, rather than
 * each after the one before it rendered (three round trips more on a phone); the home's queries
 * leave once Apollo and the page's code are in, before the layout has run. Called by main.tsx
 * after the locale's activation has started, which then loads the portal's texts with its own.
 */
export function preloadSignedInPage(location: Pick<Location, 'pathname' | 'search'>) {
  if (location.pathname !== patientHomePath || getStoredUser()?.type.slug !== 'patient') return;
  preloadPatientLayout();
  PatientHomePage.preload();
  Promise.all([loadApolloClient(), loadPatientHome()])
    .then(([client, home]) => home.askPatientHomeEarly(client, location.search))
    .catch(() => undefined);
}

/** /visor/:studyId: a study's images, for any signed-in user the study is visible to (the server decides). */
export const viewerRoute: RouteObject = {
  path: '/visor/:studyId',
  element: (
    <RequireUser>
      <WithApollo>
        <ViewerPage />
      </WithApollo>
    </RequireUser>
  ),
  handle: { title: msg`Visor de imágenes` } satisfies RouteHandle,
};

/**
 * Everything behind sign-in: the profile, the patient area and the staff pages (SPEC point 2).
 * The staff pages' table arrives after the entry (staff-route-table.tsx); until then any other
 * path waits for it, so a page is matched, guarded and titled only by its own route.
 */
export const signedInRoute = (staffRoutes: RouteObject[] | undefined): RouteObject => ({
  element: (
    <RequireUser>
      <WithApollo>
        <SignedInLayout />
      </WithApollo>
    </RequireUser>
  ),
  children: [
    { path: '/profile', element: <ProfilePage />, handle: { title: msg`Perfil` } satisfies RouteHandle },
    {
      element: <PatientOnly />,
      children: [
        {
          path: '/paciente',
          element: <PatientHomePage />,
          handle: { title: msg`Mi portal` } satisfies RouteHandle,
        },
        {
          path: '/paciente/soporte',
          element: <PatientSupportPage />,
          handle: { title: supportTitle } satisfies RouteHandle,
        },
        {
          path: '/paciente/soporte/nueva',
          element: <PatientNewSupportRequestPage />,
          handle: { title: supportTitle } satisfies RouteHandle,
        },
        {
          path: '/paciente/soporte/:id',
          element: <PatientSupportRequestPage />,
          handle: { title: supportTitle } satisfies RouteHandle,
        },
      ],
    },
    staffRoutes ? { element: <StaffOnly />, children: staffRoutes } : staffRoutesLoadingRoute,
  ],
});
