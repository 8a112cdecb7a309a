import { msg } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messages, spacesAvailablePattern } from '../../../shared/messages';
import { i18n } from './i18n';

/**
 * shared/messages.ts is in the catalogue keyed like the client's own texts (lingui.config.ts): a
 * server message is looked up by the id of its Spanish text, computed once per text.
 */
const serverTexts = new Set<string>(Object.values(messages));
const ids = new Map<string, string>();

function idOf(text: string): string {
  let id = ids.get(text);
  if (id === undefined) {
    id = generateMessageId(text);
    ids.set(text, id);
  }
  return id;
}

/** Translates a Spanish server (or shared validation) message; unknown text comes back as is. */
export function translateServerMessage(text: string): string {
  // Extracted where it is declared, in shared/messages.ts.
  if (serverTexts.has(text)) return /* lingui-extract-ignore */ i18n._({ id: idOf(text), message: text });
  const match = spacesAvailablePattern.exec(text);
  if (!match) return text;
  const available = Number(match[1]);
  return i18n._(msg`Lugares disponibles: ${available}`);
}
