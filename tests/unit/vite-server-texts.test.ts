import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { serverTexts } from '../../scripts/vite-server-texts.js';

const [idsPlugin, cataloguePlugin] = serverTexts({
  sourceCatalog: new URL('../../client/src/locales/es-MX.po', import.meta.url),
});
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
type Hook = (this: typeof context, ...args: string[]) => unknown;
/** A plugin hook called as Vite would, with the little of the plugin context it uses. */
const call = (hook: unknown, ...args: string[]) => (hook as Hook).call(context, ...args);

/** A catalogue as the Lingui plugin compiles it, through this plugin, back to its entries. */
function compileThrough(entries: Record<string, string>): Record<string, unknown> {
  const compiled = Object.fromEntries(
    Object.entries(entries).map(([source, text]) => [generateMessageId(source), [text]]),
  );
  const code = `/*eslint-disable*/export const messages=JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
  const result = call(cataloguePlugin.transform, code, '/portal/client/src/locales/en.po') as { code: string };
  return JSON.parse(JSON.parse(/JSON\.parse\((".*")\)/s.exec(result.code)![1]) as string) as Record<string, unknown>;
}

describe('los textos del servidor en la compilación del cliente', () => {
  it('el catálogo del navegador deja fuera los textos que solo usan los correos, no los que también muestra una página', () => {
    const kept = compileThrough({
      'Restablece tu contraseña': 'Reset your password', // only the password-reset email
      'Restablecer contraseña': 'Reset password', // the email's button and the reset page's title
      'Cupo lleno': 'Course full', // a server message
    });
    expect(kept).toEqual({
      [generateMessageId('Restablecer contraseña')]: ['Reset password'],
      [generateMessageId('Cupo lleno')]: ['Course full'],
    });
  });

  it('da a cada mensaje del servidor el id de su texto en el catálogo', () => {
    const code = call(idsPlugin.load, '\0virtual:server-message-ids') as string;
    const ids = JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, string>;
    expect(ids.courseFull).toBe(generateMessageId(messages.courseFull));
    expect(Object.keys(ids)).toEqual(Object.keys(messages));
  });

  it('un catálogo compilado en otro formato detiene la compilación', () => {
    expect(() => call(cataloguePlugin.transform, 'export default {}', '/portal/client/src/locales/en.po')).toThrow(
      /not a catalogue compiled the way this plugin knows/,
    );
  });
});
