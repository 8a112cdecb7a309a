import { describe, expect, it } from 'vitest';
import { linkParts } from '../../client/src/shell/format/link-parts.js';

describe('las direcciones web de un mensaje de chat se vuelven enlaces', () => {
  it('«Tu resultado está listo» lleva su enlace como enlace, sin el punto final', () => {
    const text = 'Tu resultado está listo: https://portal.example.mx/paciente?estudio=42.';
    expect(linkParts(text)).toEqual([
      { kind: 'text', text: 'Tu resultado está listo: ' },
      {
        kind: 'link',
        text: 'https://portal.example.mx/paciente?estudio=42',
        href: 'https://portal.example.mx/paciente?estudio=42',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('solo http y https: javascript:, data: y mailto: quedan como texto', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.mx', 'ftp://x.mx/a'])
      expect(linkParts(`ver ${text}`)).toEqual([{ kind: 'text', text: `ver ${text}` }]);
  });

  it('el marcado de un mensaje no entra en la dirección: se corta en < y en comillas', () => {
    const parts = linkParts('mira http://a.mx/x"><script>alert(1)</script> y (https://b.mx/y)');
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      'http://a.mx/x',
      'https://b.mx/y',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      'mira http://a.mx/x"><script>alert(1)</script> y (https://b.mx/y)',
    );
  });

  it('un texto sin direcciones queda entero, y uno vacío no da partes', () => {
    expect(linkParts('Hola, ¿cómo estás?')).toEqual([{ kind: 'text', text: 'Hola, ¿cómo estás?' }]);
    expect(linkParts('')).toEqual([]);
  });
});
