import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { serverTexts } from '../../scripts/vite-server-texts.js';

const idsPlugin = serverTexts();
type Hook = (...args: string[]) => unknown;

// The catalogues leave out the texts only the emails use: tests/unit/catalog-split.test.ts.
describe('los textos del servidor en la compilación del cliente', () => {
  it('da a cada mensaje del servidor el id de su texto en el catálogo', () => {
    const code = (idsPlugin.load as Hook)('\0virtual:server-message-ids') as string;
    const ids = JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, string>;
    expect(ids.courseFull).toBe(generateMessageId(messages.courseFull));
    expect(Object.keys(ids)).toEqual(Object.keys(messages));
  });
});
