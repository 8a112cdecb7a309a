import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { messages } from '../shared/messages.js';
import { portalMessages } from '../shared/portal-messages.js';

/** Each virtual module and the server messages it gives the ids of. */
const idsModules: Record<string, Record<string, string>> = {
  'virtual:server-message-ids': messages,
  'virtual:portal-message-ids': portalMessages,
};

/**
 * The client's side of the server's texts in the one catalogue (lingui.config.ts):
 * `virtual:server-message-ids`, the catalogue id of each server message (shared/messages.ts), and
 * `virtual:portal-message-ids`, of each message of the signed-in portal's features
 * (shared/portal-messages.ts): the hash of its Spanish text, computed here so that the browser
 * needs no SHA-256. (The entries only the server uses, the emails' texts, are left out of the
 * client's catalogues by scripts/vite-catalog-parts.ts.)
 */
export function serverTexts(): Plugin {
  return {
    name: 'server-message-ids',
    resolveId: (id) => (id in idsModules ? `\0${id}` : undefined),
    load(id) {
      const texts = id.startsWith('\0') ? idsModules[id.slice(1)] : undefined;
      if (!texts) return undefined;
      const ids = Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, generateMessageId(text)]));
      return `export default ${JSON.stringify(ids)};\n`;
    },
  };
}
