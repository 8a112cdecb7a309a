import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '../../shared/locales.js';

describe('el idioma de una solicitud (Accept-Language)', () => {
  it.each([
    ['fr', 'fr'],
    ['zh-CN', 'zh-CN'],
    ['en-US,en;q=0.9', 'en'],
    ['es-AR,es;q=0.9', 'es-MX'],
    ['pt-BR,pt;q=0.9,de;q=0.5,en;q=0.7', 'en'],
    ['de;q=0.2, it;q=0.8', 'it'],
    ['ZH-tw', 'zh-CN'],
    ['he-IL', 'he'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it.each([[undefined], [''], ['*'], ['pt-BR'], ['en;q=0'], [',,;']])('%s no nombra ninguno de los doce', (header) => {
    expect(localeFromAcceptLanguage(header)).toBeUndefined();
  });
});
