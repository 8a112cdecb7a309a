import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';
import { portalMessages } from '../../shared/portal-messages.js';

const localesDir = new URL('../../client/src/locales/', import.meta.url);
const source = 'es-MX';
const translated = ['en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'];

/**
 * Translations that are rightly spelled like the Spanish source, per locale. Everything else left
 * equal to the Spanish source counts as untranslated.
 */
const sameAsSpanish: Record<string, string[]> = {
  en: ['Doctor', 'No', 'Axial', 'Coronal', 'Doctor: {0}', 'Error:'], // the role and column label; no; the image planes; a failed job's error
  it: ['Verde', 'Motivo', 'Motivo: {reason}', 'Tipo', 'Laboratorio', 'No', 'serie', 'Serie {0}'], // green, reason, type, laboratory, no and series are the same words in Italian
  fr: ['Axial', 'Coronal'], // the image planes
  de: ['Axial', 'Serie {0}'], // the axial plane; a series
};
/** Names and unit symbols that every language writes as Spanish does (a language may still translate them). */
const sameEverywhere = ['NPS', 'WhatsApp', '{hours} h', '{minutes} min', '{millimetres} mm', 'PIN', 'PIN: <0>{0}</0>'];

async function catalog(locale: string): Promise<Map<string, string>> {
  const po = PO.parse(await readFile(new URL(`${locale}.po`, localesDir), 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]));
}

const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/\{[^}]*\}|<\/?\d+>/g, ''));

describe('catálogos de traducción', () => {
  it('el catálogo español tiene cada texto', async () => {
    const spanish = await catalog(source);
    expect(spanish.size).toBeGreaterThan(50);
    for (const [id, text] of spanish) expect(text || id, id).toBeTruthy();
  });

  it.each(translated)('%s traduce cada texto del catálogo español', async (locale) => {
    const spanish = await catalog(source);
    const target = await catalog(locale);
    const missing = [...spanish.keys()].filter((id) => !target.get(id));
    expect(missing, `${locale}: sin traducir`).toEqual([]);
    const leftInSpanish = [...spanish.keys()].filter((id) => {
      const text = target.get(id)!;
      const original = spanish.get(id) || id;
      return (
        text === original &&
        hasLetters(text) &&
        !sameEverywhere.includes(text) &&
        !(sameAsSpanish[locale] ?? []).includes(text)
      );
    });
    expect(leftInSpanish, `${locale}: textos que siguen en español`).toEqual([]);
  });

  it('el español no escribe plurales como «respuesta(s)» ni mezcla «password» con «contraseña»', async () => {
    const spanish = [...(await catalog(source)).keys()];
    expect(spanish.filter((id) => /\p{L}\((s|es|as|os)\)/u.test(id))).toEqual([]);
    expect(spanish.filter((id) => /\bpassword\b/i.test(id))).toEqual([]);
  });

  it('cada mensaje que el servidor puede responder está en el catálogo, con su texto español como msgid', async () => {
    const spanish = await catalog(source);
    for (const text of [...Object.values(messages), ...Object.values(portalMessages)])
      expect(spanish.get(text), `el catálogo no tiene: ${text}`).toBe(text);
  });

  it.each(translated)(
    '%s conserva los marcadores de cada texto ({name}, {0}…) y cada uno es un mensaje ICU válido',
    async (locale) => {
      const target = await catalog(locale);
      const changed = [...target].filter(([id, text]) => !sameSet(placeholdersOf(id), placeholdersOf(text)));
      expect(
        changed.map(([id, text]) => `${id} → ${text}`),
        `${locale}: marcadores distintos`,
      ).toEqual([]);
      // The server compiles its texts when it sends an email: a broken plural would fail there.
      const broken = [...target.values()].filter((text) => {
        try {
          compileMessageOrThrow(text);
          return false;
        } catch {
          return true;
        }
      });
      expect(broken, `${locale}: mensajes ICU inválidos`).toEqual([]);
    },
  );
});

/** The names of the top-level placeholders of an ICU message ({name}, {count, plural, …}). */
function placeholdersOf(message: string): Set<string> {
  const names = new Set<string>();
  let depth = 0;
  for (let index = 0; index < message.length; index++) {
    if (message[index] === '{') {
      if (depth === 0) names.add(/^\{\s*([\w]+)/.exec(message.slice(index))?.[1] ?? '');
      depth++;
    } else if (message[index] === '}') depth--;
  }
  return names;
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));
