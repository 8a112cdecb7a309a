import { describe, expect, it } from 'vitest';
import { liveContentVersions } from '../../server/src/common/live-content-versions.js';

/**
 * A database as the versions see it: rows that writes bump, a read of them that counts itself,
 * and the notifications a listener hears (delivered when the test says, as the network would).
 */
function database(options: { countsWrites: boolean }) {
  const rows = new Map([
    ['courses', 1],
    ['settings', 1],
  ]);
  let reads = 0;
  let writes = 0;
  let pendingRead: (() => void) | undefined;
  let hold = false;
  const listeners: { onPayload: (payload: string) => void; onLost?(): void; onListen?(): void }[] = [];
  return {
    reads: () => reads,
    /** The next read waits until `release` (a write may commit meanwhile). */
    holdNextRead: () => (hold = true),
    release: () => pendingRead?.(),
    /** A write committed elsewhere: the rows change, the notification is still on its way. */
    bumpElsewhere(kind: string) {
      rows.set(kind, rows.get(kind)! + 1);
      return `${kind}:${rows.get(kind)}`;
    },
    /** A write of this process: counted as it completes, before its notification arrives. */
    bumpHere(kind: string) {
      const payload = this.bumpElsewhere(kind);
      writes += 1;
      return payload;
    },
    deliver: (payload: string) => listeners.forEach((listener) => listener.onPayload(payload)),
    lose: () => listeners.forEach((listener) => listener.onLost?.()),
    listenAgain: () => listeners.forEach((listener) => listener.onListen?.()),
    changes: {
      writes: options.countsWrites ? () => writes : undefined,
      async listen(
        _channel: string,
        onPayload: (payload: string) => void,
        events?: { onLost?(): void; onListen?(): void },
      ) {
        listeners.push({ onPayload, ...events });
        events?.onListen?.();
        return { unlisten: async () => {} };
      },
    },
    async read() {
      reads += 1;
      const seen = new Map(rows);
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => (pendingRead = resolve));
      }
      return seen;
    },
  };
}

describe('versiones del contenido en memoria, nunca más viejas que una escritura ya confirmada', () => {
  it('tras la primera lectura, mil visitas no leen la base; una notificación trae la versión nueva sin leer', async () => {
    const db = database({ countsWrites: false });
    const live = await liveContentVersions(db.changes, () => db.read());
    for (let visit = 0; visit < 1000; visit += 1) expect((await live.versions()).get('courses')).toBe(1);
    expect(db.reads()).toBe(1);
    db.deliver(db.bumpElsewhere('courses'));
    expect((await live.versions()).get('courses')).toBe(2);
    expect(db.reads()).toBe(1);
  });

  it('en el servidor, tras una escritura propia se lee de nuevo aunque su notificación no haya llegado', async () => {
    const db = database({ countsWrites: true });
    const live = await liveContentVersions(db.changes, () => db.read());
    await live.versions();
    const payload = db.bumpHere('settings');
    expect((await live.versions()).get('settings')).toBe(2);
    expect(db.reads()).toBe(2);
    // The late notification changes nothing, and the next visits read nothing.
    db.deliver(payload);
    expect((await live.versions()).get('settings')).toBe(2);
    expect(db.reads()).toBe(2);
  });

  it('una notificación vieja que llega después de la lectura no hace retroceder la versión', async () => {
    const db = database({ countsWrites: false });
    const live = await liveContentVersions(db.changes, () => db.read());
    const first = db.bumpElsewhere('courses');
    db.bumpElsewhere('courses');
    expect((await live.versions()).get('courses')).toBe(3);
    db.deliver(first);
    expect((await live.versions()).get('courses')).toBe(3);
  });

  it('con la escucha perdida, cada visita lee la base; de vuelta, una lectura basta otra vez', async () => {
    const db = database({ countsWrites: true });
    const live = await liveContentVersions(db.changes, () => db.read());
    await live.versions();
    db.lose();
    // Written while nobody listened: its notification never comes.
    db.bumpElsewhere('courses');
    expect((await live.versions()).get('courses')).toBe(2);
    db.bumpElsewhere('courses');
    expect((await live.versions()).get('courses')).toBe(3);
    expect(db.reads()).toBe(3);
    db.listenAgain();
    await live.versions();
    await live.versions();
    expect(db.reads()).toBe(4);
  });

  it('una lectura empezada antes de perder la escucha no devuelve la confianza a la memoria', async () => {
    const db = database({ countsWrites: false });
    const live = await liveContentVersions(db.changes, () => db.read());
    db.holdNextRead();
    const during = live.versions();
    db.lose();
    db.listenAgain();
    db.bumpElsewhere('courses'); // lost with the connection, committed after the held read's snapshot
    db.release();
    await during;
    expect((await live.versions()).get('courses')).toBe(2);
  });
});
