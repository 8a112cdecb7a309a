import { readFile } from 'node:fs/promises';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.js';

const localesDir = new URL('../../client/src/locales/', import.meta.url);
const source = 'es-MX';
const translated = ['en', 'fr', 'he', 'ru', 'ar', 'zh-CN', 'de', 'ja', 'ko', 'it', 'hu'];

/**
 * Translations that are rightly spelled like the Spanish source, per locale. Everything else left
 * equal to the Spanish source counts as untranslated.
 */
const sameAsSpanish: Record<string, string[]> = {
  en: ['Doctor', 'Password'], // the role and column label; "password", the word the Spanish form uses too
  it: ['Verde', 'Motivo', 'Motivo: {reason}', 'Password', 'Tipo'], // green, reason, password and type are the same words in Italian
};

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
      return text === original && hasLetters(text) && !(sameAsSpanish[locale] ?? []).includes(text);
    });
    expect(leftInSpanish, `${locale}: textos que siguen en español`).toEqual([]);
  });

  it('cada mensaje que el servidor puede responder está en los catálogos', async () => {
    const declared = await readFile(new URL('../../client/src/i18n/server-messages.ts', import.meta.url), 'utf8');
    const spanish = await catalog(source);
    const known = new Set([...spanish.entries()].flatMap(([id, text]) => [id, text]));
    for (const text of Object.values(messages)) {
      expect(declared, `server-messages.ts no declara: ${text}`).toContain(text);
      expect(known.has(text), `el catálogo no tiene: ${text}`).toBe(true);
    }
  });
});
