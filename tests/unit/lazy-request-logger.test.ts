import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../server/src/http/lazy-request-logger.js';

/** A Fastify app on the lazy request logger, its lines kept as parsed JSON. */
async function appWithLines(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async () => 'ok');
  app.get('/talks', async (request) => {
    request.log.debug('below the level');
    request.log.warn({ detail: 1 }, 'worth a line');
    request.log.child({ step: 'inner' }).error('from a child');
    return 'ok';
  });
  app.get('/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('the route asked for debug');
    return 'ok';
  });
  await app.ready();
  return { app, lines };
}

describe('the request logger made on first use', () => {
  it("writes a request's lines with its id, drops those below the level, and serves its children", async () => {
    const { app, lines } = await appWithLines('info');
    const answer = await app.inject({ url: '/talks' });
    expect(answer.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(['worth a line', 'from a child']);
    expect(lines[0]).toMatchObject({ reqId: expect.any(String), detail: 1, level: 40 });
    expect(lines[1]).toMatchObject({ reqId: lines[0].reqId, step: 'inner', level: 50 });
    await app.close();
  });

  it('writes nothing for a request that does not log, and keeps a level a route asked for', async () => {
    const { app, lines } = await appWithLines('info');
    expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    await app.inject({ url: '/own-level' });
    expect(lines).toMatchObject([{ msg: 'the route asked for debug', level: 20 }]);
    expect(typeof lines[0].reqId).toBe('string');
    await app.close();
  });
});
