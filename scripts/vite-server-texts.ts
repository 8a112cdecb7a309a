import { readFileSync } from 'node:fs';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import type { Plugin } from 'vite';
import { messages } from '../shared/messages.js';

const idsModule = 'virtual:server-message-ids';
const compiledCatalog = /^(\/\*eslint-disable\*\/export const messages=JSON\.parse\()(".*")(\);?)$/s;

/**
 * The client's side of the server's texts in the one catalogue (lingui.config.ts):
 *
 * - `virtual:server-message-ids`: the catalogue id of each server message (shared/messages.ts),
 *   the hash of its Spanish text, computed here so that the browser needs no SHA-256;
 * - the compiled catalogues leave out the entries only the server uses (the emails' texts, whose
 *   references are all in server/src), which no page ever shows.
 */
export function serverTexts(options: { sourceCatalog: URL }): Plugin[] {
  return [
    {
      name: 'server-message-ids',
      resolveId: (id) => (id === idsModule ? `\0${idsModule}` : undefined),
      load(id) {
        if (id !== `\0${idsModule}`) return undefined;
        const ids = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, generateMessageId(text)]));
        return `export default ${JSON.stringify(ids)};\n`;
      },
    },
    {
      name: 'catalogues-without-server-texts',
      // After the Lingui plugin has compiled the .po file into a module.
      enforce: 'post',
      transform(code, id) {
        if (!id.split('?')[0].endsWith('.po')) return undefined;
        const parts = compiledCatalog.exec(code);
        if (!parts)
          return this.error(
            `catalogues-without-server-texts: ${id} is not a catalogue compiled the way this plugin knows`,
          );
        const compiled = JSON.parse(JSON.parse(parts[2]) as string) as Record<string, unknown>;
        for (const serverOnly of serverOnlyIds(options.sourceCatalog)) delete compiled[serverOnly];
        return { code: `${parts[1]}${JSON.stringify(JSON.stringify(compiled))}${parts[3]}`, map: null };
      },
    },
  ];
}

/** Ids of the entries of the source catalogue that only server files refer to. */
function serverOnlyIds(sourceCatalog: URL): string[] {
  const { items } = PO.parse(readFileSync(sourceCatalog, 'utf8'));
  return items
    .filter(
      (item) => item.references.length > 0 && item.references.every((reference) => reference.startsWith('server/src/')),
    )
    .map((item) => generateMessageId(item.msgid, item.msgctxt));
}
