import { useEffect } from 'react';
import { apiFetch } from '../api/headers';
import { sessionEndedState } from '../session/landing';
import { navigateTo } from '../session/navigation';
import { noteSessionEnd } from '../session/session-end-notice';
import { clearStoredUser, useStoredUser } from '../session/stored-user';

export const heartbeatMs = 30000;

/** While a user is stored, asks the server every 30 s if the session lives; 401 signs out. */
export function useHeartbeat(): void {
  const user = useStoredUser();
  const token = user?.token;

  useEffect(() => {
    if (!token) return undefined;
    const timer = setInterval(async () => {
      try {
        const response = await apiFetch('/heartbeat');
        if (response.status === 401) {
          // The answer says when the account was deactivated: the login page tells the user.
          noteSessionEnd(((await response.json().catch(() => null)) as { reason?: unknown } | null)?.reason);
          // Go to / first (it waits while it sees this state), then forget the user: the root
          // then sends to /login. Clearing first would let the page's guard redirect instead.
          navigateTo('/', { replace: true, now: true, state: sessionEndedState });
          clearStoredUser();
        }
      } catch {
        // Offline or server restarting: only a 401 ends the session.
      }
    }, heartbeatMs);
    return () => clearInterval(timer);
  }, [token]);
}
