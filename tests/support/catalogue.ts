import { readFileSync } from 'node:fs';
import PO from 'pofile';

const catalogues = new Map<string, Map<string, string>>();

/**
 * What a reader of `locale` sees for a catalogue entry (client/src/locales/<locale>.po), given its
 * Spanish source text, with simple `{name}` placeholders filled from `values`.
 */
export function catalogueText(locale: string, source: string, values: Record<string, string> = {}): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const po = PO.parse(readFileSync(new URL(`../../client/src/locales/${locale}.po`, import.meta.url), 'utf8'));
    catalogue = new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
    catalogues.set(locale, catalogue);
  }
  const text = catalogue.get(source);
  if (!text) throw new Error(`${locale}.po has no translation of "${source}"`);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
