import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server.js';

describe('push outbox (no provider configured)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('writes each message as a readable JSON file in the data folder and answers sent', async () => {
    const push = server.app.deps.push;
    expect(push.name).toBe('outbox');
    const result = await push.send({
      token: 'tok-telefono-de-ana',
      platform: 'IOS',
      title: 'Laboratorio de Imagen',
      body: 'Tu resultado está listo',
      data: { studyId: '7' },
    });
    expect(result.outcome).toBe('sent');

    const dir = join(server.dataDir, 'push-outbox');
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.json$/);
    const written = JSON.parse(await readFile(join(dir, names[0]!), 'utf8'));
    expect(written).toMatchObject({
      id: result.outcome === 'sent' ? result.id : undefined,
      platform: 'IOS',
      token: 'tok-telefono-de-ana',
      title: 'Laboratorio de Imagen',
      body: 'Tu resultado está listo',
      data: { studyId: '7' },
    });
  });
});
