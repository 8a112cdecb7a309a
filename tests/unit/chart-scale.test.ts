import { describe, expect, it } from 'vitest';
import { countTicks, labelEvery } from '../../client/src/shell/charts/chart-scale.js';

describe('escala de las gráficas del tablero de control', () => {
  it('sin datos dibuja el eje de 0 a 1, nunca uno vacío', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('usa números enteros que cubren el valor mayor', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(120).at(-1)).toBeGreaterThanOrEqual(120);
  });

  it('pone una etiqueta de día cada pocos días para que quepan', () => {
    expect(labelEvery(30)).toBe(3);
    expect(labelEvery(7)).toBe(1);
  });
});
