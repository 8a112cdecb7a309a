import type { AppDeps } from '../deps.js';

/** Sessions that just ended (logout, password change or reset, deactivation), on every instance. */
export const sessionsEndedChannel = 'sessions-ended';
export type SessionsEnded = { sessionId?: number; sessionIds?: number[]; userId?: number; exceptSessionId?: number };

/**
 * Tells every instance that sessions ended, so their open WebSocket connections close at once.
 * The session rows are already revoked; a failure here is logged, not thrown.
 */
export async function announceSessionsEnded(deps: AppDeps, ended: SessionsEnded): Promise<void> {
  await deps.events.publish(sessionsEndedChannel, ended).catch((error) => {
    deps.log?.error({ err: error }, 'could not announce ended sessions');
  });
}

export function endsSession(ended: SessionsEnded, session: { sessionId: number; userId: number }): boolean {
  if (ended.sessionId !== undefined) return ended.sessionId === session.sessionId;
  if (ended.sessionIds !== undefined) return ended.sessionIds.includes(session.sessionId);
  return ended.userId === session.userId && ended.exceptSessionId !== session.sessionId;
}
