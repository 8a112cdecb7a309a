import { describe, expect, it } from 'vitest';
import { pageSegments } from '../../server/src/users/user-list.service.js';

describe('páginas de la lista de usuarios ordenada por tipo o por estatus', () => {
  const types = [
    { key: 4, total: 3 },
    { key: 2, total: 0 },
    { key: 1, total: 25 },
    { key: 5, total: 7 },
  ];

  it('la primera página toma el primer tipo y sigue con el siguiente que tenga usuarios', () => {
    expect(pageSegments(types, 0, 20)).toEqual([
      { key: 4, offset: 0, limit: 3 },
      { key: 1, offset: 0, limit: 17 },
    ]);
  });

  it('una página a la mitad salta los tipos ya mostrados', () => {
    expect(pageSegments(types, 20, 20)).toEqual([
      { key: 1, offset: 17, limit: 8 },
      { key: 5, offset: 0, limit: 7 },
    ]);
  });

  it('una página después del final no lee nada', () => {
    expect(pageSegments(types, 40, 20)).toEqual([]);
  });
});
