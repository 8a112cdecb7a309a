import { withPortalTexts, withStaffTexts } from '../i18n/i18n';
import { useStoredUser } from '../session/stored-user';
import { preloadSelect, preloadSelectMenu } from '../shell/forms/lazy-select';
import { lazyNamed } from '../shell/lazy';
import { loadStaffRoutes } from './staff-route-table';

// Doors of the signed-in area (vite.config.ts): what is lazy-loaded here brings its own texts,
// which the catalog of a first visit leaves out; each layout renders once they are loaded.
// The staff pages are full of select fields: MUI's Select and its menu (fetched apart,
// shell/forms/lazy-select.tsx and lazy-select-menu.tsx) come with the portal so that none of them
// renders empty or opens late for a moment, and so does the staff
// route table (staff-route-table.tsx), so the portal's first render has its page and title.
const StaffPortal = lazyNamed(
  () =>
    withStaffTexts(
      Promise.all([import('./StaffPortal'), preloadSelect(), preloadSelectMenu(), loadStaffRoutes()]).then(
        ([portal]) => portal,
      ),
    ),
  'StaffPortal',
);
const PatientLayout = lazyNamed(() => withPortalTexts(import('../patient/PatientLayout')), 'PatientLayout');

/** Starts fetching the patient's layout and the portal's texts (signed-in-routes.tsx, at start). */
export const preloadPatientLayout = () => PatientLayout.preload();

/** Patients get their own light layout; staff get the sidebar portal. Each is its own chunk. */
export function SignedInLayout() {
  const user = useStoredUser();
  if (!user) return null;
  return user.type.slug === 'patient' ? <PatientLayout /> : <StaffPortal />;
}
