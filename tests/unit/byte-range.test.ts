import { describe, expect, it } from 'vitest';
import { readsFromStart, requestedRange } from '../../server/src/files/byte-range.js';

describe('el encabezado Range de una descarga', () => {
  it('un rango de bytes, el resto desde un byte o los últimos n bytes, recortados al archivo', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('fuera del archivo no se puede atender (416); lo ilegible o varios rangos piden el archivo entero', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
    for (const header of [undefined, '', 'bytes=', 'bytes=-', 'bytes=a-b', 'items=0-5', 'bytes=0-1,4-5', 'bytes=9-3'])
      expect(requestedRange(header, 1000), String(header)).toBeNull();
  });

  it('solo una lectura desde el primer byte abre el archivo: ni HEAD ni el resto de una descarga', () => {
    expect(readsFromStart('GET', undefined)).toBe(true);
    expect(readsFromStart('GET', 'bytes=0-1023')).toBe(true);
    expect(readsFromStart('GET', 'bytes=1024-')).toBe(false);
    expect(readsFromStart('GET', 'bytes=-512')).toBe(false);
    expect(readsFromStart('HEAD', undefined)).toBe(false);
  });
});
