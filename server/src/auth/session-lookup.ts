import type { Database } from '../db/client.js';
import { checkLink, isSignedLink } from '../files/index.js';
import type { SessionLookup } from '../http/route-access.js';
import {
  preferredLocaleOf,
  resolveSession,
  resolveSessionById,
  sessionEndReason,
  sessionExpiresAt,
  tokenOwnerLocale,
} from '../users/index.js';

/**
 * Who calls, for the server's edges (REST routes, GraphQL over HTTP and WebSocket): the open
 * session of a bearer token, or of a signed file link on the one path it was signed for, and the
 * language of its user.
 */
export function sessionLookup(db: Database): SessionLookup {
  return {
    byToken: (token) => resolveSession(db, token),
    expiresAt: (sessionId) => sessionExpiresAt(db, sessionId),
    tokenLocale: (token) => tokenOwnerLocale(db, token),
    endReason: (token) => sessionEndReason(db, token),
    async byLink(path, query) {
      if (!isSignedLink(query)) return null;
      const check = await checkLink(db, path, query);
      return 'sessionId' in check ? resolveSessionById(db, check.sessionId) : null;
    },
    holdsLink: isSignedLink,
    localeOf: (actor) => preferredLocaleOf(db, actor.userId),
  };
}
