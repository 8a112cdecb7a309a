import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.js';
import { createLocalEventBus, createPostgresEventBus, type EventBus } from '../../../server/src/events/event-bus.js';

/** The next event of each iterator (the in-memory bus listens from the first `next`). */
const nextOf = (iterators: AsyncIterator<unknown>[]) =>
  iterators.map((iterator) => iterator.next().then((result) => result.value));

describe('bus de eventos en memoria', () => {
  it('entrega el evento a los 25 suscriptores de un canal, sin avisos de Node por tener muchos', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const bus = createLocalEventBus();
      const subscribers = Array.from({ length: 25 }, () => bus.subscribe('chat:1'));
      const received = nextOf(subscribers);
      await bus.publish('chat:1', { id: 7 });
      expect(await Promise.all(received)).toEqual(Array.from({ length: 25 }, () => ({ id: 7 })));
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('cada canal recibe sólo lo suyo, y quien se da de baja deja de recibir', async () => {
    const bus = createLocalEventBus();
    const [first, second] = [bus.subscribe('chat:1'), bus.subscribe('chat:2')];
    const [fromFirst, fromSecond] = nextOf([first, second]);
    await bus.publish('chat:2', 'para el 2');
    await bus.publish('chat:1', 'para el 1');
    expect(await fromFirst).toBe('para el 1');
    expect(await fromSecond).toBe('para el 2');
    await first.return?.();
    expect(await first.next()).toEqual({ done: true, value: undefined });
  });

  it('un suscriptor recibe en orden lo publicado desde que se suscribió, aunque aún no lo pidiera', async () => {
    const bus = createLocalEventBus();
    const subscriber = bus.subscribe('chat:3');
    for (const id of [1, 2, 3]) await bus.publish('chat:3', { id });
    expect(await Promise.all([subscriber.next(), subscriber.next(), subscriber.next()])).toEqual(
      [1, 2, 3].map((id) => ({ value: { id }, done: false })),
    );
  });

  it('un suscriptor que se queda más de mil eventos atrás termina en vez de acumularlos sin límite', async () => {
    const bus = createLocalEventBus();
    const slow = bus.subscribe('chat:4');
    const live = bus.subscribe('chat:4');
    for (let id = 1; id <= 1001; id += 1) {
      await bus.publish('chat:4', id);
      expect((await live.next()).value).toBe(id);
    }
    expect(await slow.next()).toEqual({ done: true, value: undefined });
    await bus.publish('chat:4', 1002);
    expect((await live.next()).value).toBe(1002);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'bus de eventos por LISTEN/NOTIFY de PostgreSQL (se omite sin TEST_DB=postgres)',
  () => {
    const opened: { handle: DatabaseHandle; bus: EventBus }[] = [];
    const open = async () => {
      const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '' });
      const bus = await createPostgresEventBus(handle.notifications!);
      opened.push({ handle, bus });
      return bus;
    };
    afterEach(async () => {
      for (const { handle, bus } of opened.splice(0)) {
        await bus.close();
        await handle.close();
      }
    });

    it('dos buses sobre el mismo servidor se entregan sus eventos, y cada uno oye también los propios', async () => {
      const [a, b] = [await open(), await open()];
      const channel = `prueba:${process.pid}:${Date.now()}`;
      const received = nextOf([a.subscribe(channel), b.subscribe(channel)]);
      await a.publish(channel, { texto: 'Hola desde A', acentos: 'ñáéíóú' });
      expect(await Promise.all(received)).toEqual([
        { texto: 'Hola desde A', acentos: 'ñáéíóú' },
        { texto: 'Hola desde A', acentos: 'ñáéíóú' },
      ]);
    });

    it('un evento que no cabe en NOTIFY se rechaza al publicar, y no llega a nadie', async () => {
      const bus = await open();
      const channel = `prueba-grande:${process.pid}:${Date.now()}`;
      const [received] = nextOf([bus.subscribe(channel)]);
      await expect(bus.publish(channel, 'x'.repeat(8000))).rejects.toThrow(/too large/);
      await bus.publish(channel, 'pequeño');
      expect(await received).toBe('pequeño');
    });
  },
);
