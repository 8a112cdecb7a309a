import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.js';
import type { SharedRequestLimiter } from '../../../server/src/http/shared-request-limit.js';
import { testDatabase } from '../../support/test-database.js';
import { testConfig, TestServer } from '../../support/test-server.js';

// Two instances of the portal on one PostgreSQL server, as behind a load balancer: the requests
// one address may make per minute are one budget between them, not one each.
describe.runIf(process.env.TEST_DB === 'postgres')(
  'presupuesto de peticiones compartido entre instancias (PostgreSQL)',
  () => {
    const budget = 20;
    const servers: TestServer[] = [];
    beforeAll(async () => {
      const database = await testDatabase();
      const shared = await testConfig({ rateLimitPerMinute: budget });
      for (let instance = 0; instance < 2; instance++) {
        const config = await testConfig({ rateLimitPerMinute: budget, rateLimitNamespace: shared.rateLimitNamespace });
        const app = await buildApp({ config, database });
        await app.ready();
        servers.push(new TestServer(app, config.dataDir));
      }
    });
    afterAll(() => Promise.all(servers.map((server) => server.close())));

    it('una dirección que alterna entre las dos instancias recibe 429 en la petición 21, no en la 41', async () => {
      const statuses: number[] = [];
      let refused: { status: number; retryAfter: string | undefined; code: string } | undefined;
      for (let request = 0; request < budget + 1; request++) {
        const server = servers[request % 2];
        const answer = await server.inject({ method: 'GET', url: '/heartbeat', remoteAddress: '203.0.113.77' });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429)
          refused = { status: 429, retryAfter: answer.headers['retry-after'] as string, code: answer.json().code };
        // The instance that answered adds its count, then the other reads the total: their
        // once-a-second flushes, in the order that shows the sharing (two flushes at the same
        // moment may each read the total before the other's count, the second of overshoot).
        for (const each of [server, servers[(request + 1) % 2]])
          await (each.app.deps.requests as SharedRequestLimiter).flush();
      }
      expect(statuses.slice(0, budget).every((status) => status !== 429)).toBe(true);
      expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused!.retryAfter)).toBeGreaterThan(0);
      // Another address still has its whole budget.
      const other = await servers[0].inject({ method: 'GET', url: '/heartbeat', remoteAddress: '203.0.113.78' });
      expect(other.statusCode).not.toBe(429);
    });
  },
);
