import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { listenLocally, startCustomServer } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';

describe(`apagado ordenado (${databaseKind()})`, () => {
  it('la petición en curso termina bien; después el servidor ya no acepta conexiones', async () => {
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = await startCustomServer({
      routes: (app) =>
        app.get('/lento', { config: { access: 'public' } }, async () => {
          arrived();
          await sleep(400);
          return { ok: true };
        }),
    });
    const address = await listenLocally(server.app);

    const slow = fetch(`http://${address}/lento`);
    await inHandler;
    const closing = server.close();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // The kept-alive connection of the finished request must not hold the close open.
    const closedInTime = await Promise.race([closing.then(() => true), sleep(3000).then(() => false)]);
    expect(closedInTime).toBe(true);

    const refusal = await fetch(`http://${address}/lento`).then(
      () => 'answered',
      (error: TypeError) => error.cause,
    );
    expect(refusal).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
