import { isSessionEndReason, type SessionEndReason } from '../../../shared/session-end';

// Kept for the tab only: the login page that follows the sign-out reads it once.
const storageKey = 'session-end-reason';

/** Remembers why the server ended the session (the account was deactivated), for the login page to say. */
export function noteSessionEnd(reason: unknown): void {
  if (!isSessionEndReason(reason)) return;
  try {
    sessionStorage.setItem(storageKey, reason);
  } catch {
    // Storage refused (private mode, quota): the login page just says nothing.
  }
}

/** Why the last session ended, if the server said, without forgetting it (see forgetSessionEnd). */
export function sessionEndNoted(): SessionEndReason | null {
  try {
    const value = sessionStorage.getItem(storageKey);
    return isSessionEndReason(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetSessionEnd(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept.
  }
}
