import type { WebSocket } from 'ws';
import { messages } from '../../../shared/messages.js';
import type { SessionEndReason } from '../../../shared/session-end.js';
import { translator } from '../common/translations.js';

/**
 * The close code of every authentication failure on a socket: no session for an operation that
 * needs one, an unknown, expired or ended token (logout, password change, deactivation, a sign-in
 * ended elsewhere). graphql-ws's client treats 4401 (Unauthorized) as fatal and does not retry
 * with the same token; 4403, what graphql-ws itself sends when onConnect refuses, it retries.
 */
export const unauthenticatedCloseCode = 4401;

/**
 * The close code when the database cannot be reached for a moment: 1013 (Try Again Later, RFC 6455
 * registry), which graphql-ws's client retries with its backoff, where 4500 (what graphql-ws sends
 * for a thrown error) would stop it for good.
 */
export const unavailableCloseCode = 1013;

/** A close reason may hold at most 123 bytes of UTF-8 (RFC 6455, 5.5): longer text is cut at a character. */
const maxReasonBytes = 123;

function closeReason(text: string, locale: string | null | undefined): string {
  let reason = translator(locale).t(text);
  while (Buffer.byteLength(reason) > maxReasonBytes) reason = Array.from(reason).slice(0, -1).join('');
  return reason;
}

/**
 * The close reason of an authentication failure, in `locale` (Spanish when unknown): that the
 * account was deactivated when it was, else that the session ended.
 */
export function unauthenticatedReason(locale: string | null | undefined, ended?: SessionEndReason | null): string {
  return closeReason(ended === 'ACCOUNT_DEACTIVATED' ? messages.accountDeactivated : messages.sessionRequired, locale);
}

/** Closes a socket for an authentication failure, telling why in the user's language. */
export function closeUnauthenticated(
  socket: WebSocket,
  locale: string | null | undefined,
  ended?: SessionEndReason | null,
): void {
  socket.close(unauthenticatedCloseCode, unauthenticatedReason(locale, ended));
}

/** Closes a socket whose session could not be read because the database is away for a moment: the client tries again. */
export function closeUnavailable(socket: WebSocket, locale: string | null | undefined): void {
  socket.close(unavailableCloseCode, closeReason(messages.serviceUnavailable, locale));
}
