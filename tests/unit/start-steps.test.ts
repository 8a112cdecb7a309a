import { describe, expect, it } from 'vitest';
import { prepareStart } from '../../scripts/start-steps.mjs';

/** A step the test ends when it chooses, and whether it has started. */
function step() {
  let end!: (succeeded: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  const run = { started: false, end, start: () => ((run.started = true), ended) };
  return run;
}

/** Lets every step that can start now start. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('npm start en un clon nuevo: compilaciones y base de datos', () => {
  it('la base de datos se prepara en cuanto el servidor está compilado, mientras la aplicación web se sigue compilando', async () => {
    const [server, client, data] = [step(), step(), step()];
    const start = prepareStart({ buildServer: server.start, buildClient: client.start, prepareData: data.start });
    await settle();
    expect([server.started, client.started, data.started]).toEqual([true, true, false]);

    server.end(true);
    await settle();
    expect(data.started).toBe(true);

    // The server starts once both are done, in either order.
    data.end(true);
    client.end(true);
    expect(await start).toBeNull();
  });

  it('si el servidor no compila, la base de datos no se toca y el arranque se detiene', async () => {
    const [server, client, data] = [step(), step(), step()];
    const start = prepareStart({ buildServer: server.start, buildClient: client.start, prepareData: data.start });
    server.end(false);
    client.end(true);
    expect(await start).toBe('build');
    expect(data.started).toBe(false);
  });

  it('si la aplicación web no compila o la base de datos no se puede preparar, el arranque se detiene', async () => {
    const broken = step();
    const client = step();
    broken.end(true);
    client.end(false);
    const data = step();
    data.end(true);
    expect(await prepareStart({ buildServer: broken.start, buildClient: client.start, prepareData: data.start })).toBe(
      'build',
    );

    const [server, web, failing] = [step(), step(), step()];
    [server, web].forEach((built) => built.end(true));
    failing.end(false);
    expect(await prepareStart({ buildServer: server.start, buildClient: web.start, prepareData: failing.start })).toBe(
      'data',
    );
  });

  it('con la base ya creada no hay paso de datos: basta con las compilaciones', async () => {
    const [server, client] = [step(), step()];
    server.end(true);
    client.end(true);
    expect(await prepareStart({ buildServer: server.start, buildClient: client.start })).toBeNull();
  });
});
