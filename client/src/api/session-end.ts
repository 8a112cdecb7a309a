import { loginPathFor } from '../session/landing';
import { currentFullPath, navigateTo } from '../session/navigation';
import { noteSessionEnd } from '../session/session-end-notice';
import { clearStoredUser, getStoredUser } from '../session/stored-user';
import type { ApiError } from './api-errors';

/**
 * A dead session (expired, logged out elsewhere, deactivated) sends the user to sign in again,
 * whichever client was told (Apollo's link or the public pages' client).
 */
export function endDeadSession(errors: readonly ApiError[]): void {
  const refusal = errors.find((e) => e.code === 'UNAUTHENTICATED');
  if (!refusal || !getStoredUser()) return;
  const here = currentFullPath();
  // The login page says why when the server told (the account was deactivated).
  noteSessionEnd(refusal.reason);
  clearStoredUser();
  if (!window.location.pathname.startsWith('/login')) navigateTo(loginPathFor(here), { replace: true });
}
