import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { messages } from '../shared/messages.js';
import { portalMessages } from '../shared/portal-messages.js';

/** The files that declare the server's messages, a group (one exported object) each. */
const groupFile = /[\\/]shared[\\/](messages[\\/][\w-]+|portal-messages)\.ts$/;
const registry = fileURLToPath(new URL('../client/src/i18n/server-message-registry.ts', import.meta.url));
/** The texts a group's file declares: the portal's features' own, or the messages shared/messages.ts gathers. */
const textsOf = (file: string): Record<string, string> =>
  /[\\/]portal-messages\.ts$/.test(file) ? portalMessages : messages;

/**
 * The code a group's file gets in the client: it adds the group's texts, with the catalogue id of
 * each (the hash of its Spanish text, computed here so that the browser needs no SHA-256), to the
 * texts the client can translate (client/src/i18n/server-message-registry.ts). Undefined for a
 * file without a group (such as shared/messages/spaces-available.ts).
 */
export function groupRegistration(code: string, file: string): string | undefined {
  const groups = [...code.matchAll(/^export const (\w+) = \{\n([\s\S]*?)^\} as const;$/gm)];
  if (groups.length === 0) return undefined;
  const texts = textsOf(file);
  const calls = groups.map(([, name, body]) => {
    const keys = [...body.matchAll(/^ {2}(\w+):/gm)].map(([, key]) => key);
    const ids = Object.fromEntries(
      keys.map((key) => {
        const text = texts[key];
        if (text === undefined)
          throw new Error(`server-texts: ${file} declares ${key}, which its messages object does not hold`);
        return [key, generateMessageId(text)];
      }),
    );
    return `addServerMessages(${name}, ${JSON.stringify(ids)});`;
  });
  return `${code}\nimport { addServerMessages } from ${JSON.stringify(registry)};\n${calls.join('\n')}\n`;
}

/**
 * The client's side of the server's texts in the one catalogue (lingui.config.ts): each group of
 * the server's messages (shared/messages/, shared/portal-messages.ts) makes its texts translatable
 * where the client imports it, so a page downloads only the groups it uses (its checks', and the
 * requests' in general) and the signed-in area all of them. (The entries only the server uses,
 * the emails' texts, are left out of the client's catalogues by scripts/vite-catalog-parts.ts.)
 */
export function serverTexts(): Plugin {
  return {
    name: 'server-texts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!groupFile.test(file)) return undefined;
      const registered = groupRegistration(code, file);
      return registered === undefined ? undefined : { code: registered, map: null };
    },
  };
}
