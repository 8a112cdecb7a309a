import { describe, expect, it } from 'vitest';
import { appendPage } from '../../client/src/shell/paging/use-show-more.js';

describe('"Mostrar más" pone la página siguiente después de las filas mostradas', () => {
  const edge = (id: string) => ({ node: { id } });

  it('una fila mostrada ya no se repite cuando otra nueva la empujó a la página siguiente', () => {
    const shown = [edge('9'), edge('8')];
    expect(appendPage(shown, [edge('8'), edge('7'), edge('6')]).map((row) => row.node.id)).toEqual([
      '9',
      '8',
      '7',
      '6',
    ]);
  });

  it('las filas sin id se agregan todas', () => {
    expect(appendPage([{ cursor: 'a' }], [{ cursor: 'a' }, { cursor: 'b' }])).toHaveLength(3);
  });
});
