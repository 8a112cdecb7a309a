import type { StoredUser } from './stored-user';

/** Where a signed-in user lands (SPEC point 2 guards, plus the patient area). */
export function landingPath(user: StoredUser): string {
  if (user.profile_completion_pending) return '/profile';
  switch (user.type.slug) {
    case 'admin':
      return '/panel';
    case 'doctor':
      return `/virtuallab/${user.id}`;
    case 'office-admin':
      return '/virtuallab';
    case 'laboratory':
      return '/control';
    case 'patient':
      return '/paciente';
  }
}

/** Keeps a redirect target only when it is a path of this site (no scheme, no //host). */
export function safeRedirect(target: string | null): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return null;
  }
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** /login?redirect=<path> for the given location. */
export function loginPathFor(fullPath: string): string {
  return `/login?${new URLSearchParams({ redirect: fullPath }).toString()}`;
}

/** Navigation state of the heartbeat's sign-out: the root waits instead of sending to a landing. */
export const sessionEndedState = { sessionEnded: true } as const;

export function isSessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sessionEnded' in state;
}
