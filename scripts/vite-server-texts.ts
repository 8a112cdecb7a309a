import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { messages } from '../shared/messages.js';

const idsModule = 'virtual:server-message-ids';

/**
 * The client's side of the server's texts in the one catalogue (lingui.config.ts):
 * `virtual:server-message-ids`, the catalogue id of each server message (shared/messages.ts),
 * the hash of its Spanish text, computed here so that the browser needs no SHA-256. (The entries
 * only the server uses, the emails' texts, are left out of the client's catalogues by
 * scripts/vite-catalog-parts.ts.)
 */
export function serverTexts(): Plugin {
  return {
    name: 'server-message-ids',
    resolveId: (id) => (id === idsModule ? `\0${idsModule}` : undefined),
    load(id) {
      if (id !== `\0${idsModule}`) return undefined;
      const ids = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, generateMessageId(text)]));
      return `export default ${JSON.stringify(ids)};\n`;
    },
  };
}
