import { msg } from '@lingui/core/macro';
// What any request may be answered with: importing the group makes it known (server-message-registry.ts).
import '../../../shared/messages/general';
import { spacesAvailablePattern } from '../../../shared/messages/spaces-available';
import { i18n } from './i18n';
import { serverMessageId } from './server-message-registry';

/**
 * Translates a Spanish server (or shared validation) message; unknown text comes back as is. A
 * message is known once the client has imported its group (server-message-registry.ts).
 */
export function translateServerMessage(text: string): string {
  const id = serverMessageId(text);
  // Extracted where it is declared, in shared/messages/ or shared/portal-messages.ts.
  if (id) return /* lingui-extract-ignore */ i18n._({ id, message: text });
  const match = spacesAvailablePattern.exec(text);
  if (!match) return text;
  const available = Number(match[1]);
  return i18n._(msg`Lugares disponibles: ${available}`);
}

/**
 * A server error's message in the portal's language. The server words it in the user's language
 * already; by its key (the Spanish source) it is said in the language shown now, which the user
 * may just have switched. A key the portal does not know yet leaves the server's words.
 */
export function translateServerError(error: { message: string; messageKey?: string }): string {
  const key = error.messageKey;
  if (key && serverMessageId(key)) return translateServerMessage(key);
  return translateServerMessage(error.message);
}
