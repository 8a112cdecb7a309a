import { useStoredUser } from '../session/stored-user';
import { lazyNamed } from '../shell/lazy';

const StaffPortal = lazyNamed(() => import('./StaffPortal'), 'StaffPortal');
const PatientLayout = lazyNamed(() => import('../patient/PatientLayout'), 'PatientLayout');

/** Patients get their own light layout; staff get the sidebar portal. Each is its own chunk. */
export function SignedInLayout() {
  const user = useStoredUser();
  if (!user) return null;
  return user.type.slug === 'patient' ? <PatientLayout /> : <StaffPortal />;
}
