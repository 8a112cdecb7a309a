import { withPortalTexts } from '../i18n/i18n';
import { useStoredUser } from '../session/stored-user';
import { lazyNamed } from '../shell/lazy';

// Doors of the signed-in area (vite.config.ts): what is lazy-loaded here brings its own texts,
// which the catalog of a first visit leaves out; each layout renders once they are loaded.
const StaffPortal = lazyNamed(() => withPortalTexts(import('./StaffPortal')), 'StaffPortal');
const PatientLayout = lazyNamed(() => withPortalTexts(import('../patient/PatientLayout')), 'PatientLayout');

/** Patients get their own light layout; staff get the sidebar portal. Each is its own chunk. */
export function SignedInLayout() {
  const user = useStoredUser();
  if (!user) return null;
  return user.type.slug === 'patient' ? <PatientLayout /> : <StaffPortal />;
}
