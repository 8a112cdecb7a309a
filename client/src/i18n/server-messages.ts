import { msg } from '@lingui/core/macro';
import ids from 'virtual:server-message-ids';
import { messages, spacesAvailablePattern, type MessageKey } from '../../../shared/messages';
import { i18n } from './i18n';

// shared/messages.ts is in the catalogue keyed like the client's own texts (lingui.config.ts).
const keyByText = new Map<string, MessageKey>(
  (Object.keys(messages) as MessageKey[]).map((key) => [messages[key], key]),
);

/** Translates a Spanish server (or shared validation) message; unknown text comes back as is. */
export function translateServerMessage(text: string): string {
  const key = keyByText.get(text);
  // Extracted where it is declared, in shared/messages.ts.
  if (key) return /* lingui-extract-ignore */ i18n._({ id: ids[key], message: text });
  const match = spacesAvailablePattern.exec(text);
  if (!match) return text;
  const available = Number(match[1]);
  return i18n._(msg`Lugares disponibles: ${available}`);
}
