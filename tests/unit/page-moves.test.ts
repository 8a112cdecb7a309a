import { describe, expect, it } from 'vitest';
import { pageArguments, positionOf } from '../../client/src/shell/paging/page-moves.js';

describe('páginas numeradas sobre una lista con cursores', () => {
  // 45 rows, 20 per page: pages 0 (1-20), 1 (21-40) and 2 (41-45).
  const shown = (startCursor: string, endCursor: string) => ({ totalCount: 45, pageInfo: { startCursor, endCursor } });

  it('la siguiente sigue al último cursor y la anterior precede al primero', () => {
    expect(positionOf(1, 0, shown('a1', 'a20'), 20)).toEqual({ kind: 'after', cursor: 'a20' });
    expect(positionOf(0, 1, shown('a21', 'a40'), 20)).toEqual({ kind: 'first' });
    expect(positionOf(1, 2, shown('a41', 'a45'), 20)).toEqual({ kind: 'before', cursor: 'a41' });
  });

  it('la última pide solo las filas que le tocan, para que cada página empiece en un múltiplo del tamaño', () => {
    expect(positionOf(2, 0, shown('a1', 'a20'), 20)).toEqual({ kind: 'last', rows: 5 });
    expect(positionOf(2, 1, shown('a21', 'a40'), 20)).toEqual({ kind: 'last', rows: 5 });
    expect(positionOf(1, 0, { totalCount: 40, pageInfo: { startCursor: 'a1', endCursor: 'a20' } }, 20)).toEqual({
      kind: 'last',
      rows: 20,
    });
  });

  it('cada posición da los argumentos de la conexión', () => {
    expect(pageArguments({ kind: 'first' }, 20)).toEqual({ first: 20 });
    expect(pageArguments({ kind: 'after', cursor: 'c' }, 20)).toEqual({ first: 20, after: 'c' });
    expect(pageArguments({ kind: 'before', cursor: 'c' }, 20)).toEqual({ last: 20, before: 'c' });
    expect(pageArguments({ kind: 'last', rows: 5 }, 20)).toEqual({ last: 5 });
  });
});
