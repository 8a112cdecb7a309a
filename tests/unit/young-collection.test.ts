import { describe, expect, it, vi } from 'vitest';
import { youngCollectionMeter } from '../../server/src/files/young-collection.js';

const MiB = 1024 * 1024;

describe('la recolección de la generación joven durante una subida', () => {
  it('un archivo de 20 MiB en trozos de 64 KiB recolecta cinco veces, solo la generación joven', () => {
    const gc = vi.fn();
    const meter = youngCollectionMeter({ gc });
    for (let sent = 0; sent < 20 * MiB; sent += 64 * 1024) meter(64 * 1024);
    expect(gc).toHaveBeenCalledTimes(5);
    expect(gc).toHaveBeenCalledWith({ type: 'minor' });
  });

  it('sin --expose-gc (las pruebas, el servidor de desarrollo) no hace nada', () => {
    const meter = youngCollectionMeter({ gc: undefined });
    expect(() => meter(64 * MiB)).not.toThrow();
  });
});
