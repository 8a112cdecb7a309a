import type { AppDeps } from '../deps.js';

/** Share links just revoked, on every instance (LISTEN/NOTIFY on a PostgreSQL server). */
export const sharesClosedChannel = 'study-shares-closed';
export type ShareClosed = { shareId: number };

/**
 * Tells every instance that a link closed, so a landing page that has it open learns it without
 * waiting for its next request. The row is already revoked: a failure here is logged, not thrown.
 */
export async function announceShareClosed(deps: AppDeps, shareId: number): Promise<void> {
  const event: ShareClosed = { shareId };
  await deps.events.publish(sharesClosedChannel, event).catch((error: unknown) => {
    deps.log?.error({ err: error, shareId }, 'could not announce a revoked share link');
  });
}

/**
 * The events that close one share's open page: the revocation of that link, once, then the
 * stream ends. It listens before `check` runs (the grant must be open), so a revocation between
 * the two is not missed, and a closed link is refused as not found before anything is answered.
 */
export async function shareClosings(
  deps: AppDeps,
  shareId: number,
  check: () => Promise<unknown>,
): Promise<AsyncIterable<{ state: 'revoked' }>> {
  const events = deps.events.subscribe(sharesClosedChannel);
  try {
    await check();
  } catch (error) {
    await events.return?.();
    throw error;
  }
  return (async function* () {
    try {
      for await (const raw of events) {
        if ((raw as ShareClosed).shareId === shareId) {
          yield { state: 'revoked' as const };
          return;
        }
      }
    } finally {
      await events.return?.();
    }
  })();
}
