import { msg } from '@lingui/core/macro';
import ids from 'virtual:server-message-ids';
import { messages, spacesAvailablePattern } from '../../../shared/messages';
import { i18n } from './i18n';

// shared/messages.ts is in the catalogue keyed like the client's own texts (lingui.config.ts).
const idByText = new Map<string, string>();

/** Makes `texts` (Spanish, by key) translatable, each with its catalogue id in `textIds`. */
export function addServerMessages<Key extends string>(texts: Record<Key, string>, textIds: Record<Key, string>): void {
  for (const key of Object.keys(texts) as Key[]) idByText.set(texts[key], textIds[key]);
}

addServerMessages(messages, ids);

/**
 * Translates a Spanish server (or shared validation) message; unknown text comes back as is. The
 * messages of the signed-in portal's features are known once it has loaded (portal-server-messages.ts).
 */
export function translateServerMessage(text: string): string {
  const id = idByText.get(text);
  // Extracted where it is declared, in shared/messages.ts or shared/portal-messages.ts.
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
  if (key && idByText.has(key)) return translateServerMessage(key);
  return translateServerMessage(error.message);
}
