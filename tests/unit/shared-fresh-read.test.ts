import { describe, expect, it } from 'vitest';
import { sharedFreshRead } from '../../server/src/common/shared-fresh-read.js';

/** A value that changes on every write, and a read of it that takes one timer turn. */
function store() {
  let value = 0;
  let reads = 0;
  return {
    write: () => (value += 1),
    reads: () => reads,
    read: () => {
      reads += 1;
      const seen = value;
      return new Promise<number>((resolve) => setTimeout(() => resolve(seen), 5));
    },
  };
}

describe('lectura compartida y siempre fresca', () => {
  it('quien llega durante una lectura espera la siguiente: nunca recibe un valor anterior a su llegada', async () => {
    const data = store();
    const get = sharedFreshRead(data.read);
    const first = get();
    data.write(); // written after the first read started, before the next callers arrive
    const second = get();
    const third = get();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(data.reads()).toBe(2);
  });

  it('cien llamadas a la vez cuestan dos lecturas, y una llamada posterior lee de nuevo', async () => {
    const data = store();
    const get = sharedFreshRead(data.read);
    const answers = await Promise.all(Array.from({ length: 100 }, () => get()));
    expect(new Set(answers)).toEqual(new Set([0]));
    expect(data.reads()).toBe(2);
    data.write();
    expect(await get()).toBe(1);
    expect(data.reads()).toBe(3);
  });

  it('una lectura que falla responde el error a sus llamadas y la siguiente vuelve a leer', async () => {
    let fail = true;
    const get = sharedFreshRead(async () => {
      if (fail) throw new Error('sin conexión');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('sin conexión');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
