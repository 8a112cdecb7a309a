import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { buildApp, type App } from '../../../server/src/app.js';
import { rateLimits } from '../../../server/src/common/rate-limits.tables.js';
import { createUser } from '../../support/factories.js';
import { newTag } from '../../support/users.js';
import { testDatabase } from '../../support/test-database.js';
import { testConfig, TestServer } from '../../support/test-server.js';

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';

// Two instances of the portal on one PostgreSQL server, as behind a load balancer.
describe.runIf(process.env.TEST_DB === 'postgres')('límites compartidos entre instancias (PostgreSQL)', () => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    const database = await testDatabase();
    const shared = await testConfig({
      loginRateLimit: {
        perAccountAndAddress: 3,
        perAddress: 50,
        windowMinutes: 15,
        perAccount: 100,
        accountWindowMinutes: 60,
      },
    });
    for (let instance = 0; instance < 2; instance++) {
      const config = await testConfig({
        loginRateLimit: shared.loginRateLimit,
        rateLimitNamespace: shared.rateLimitNamespace,
      });
      const app: App = await buildApp({ config, database });
      await app.ready();
      servers.push(new TestServer(app, config.dataDir));
    }
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('tres contraseñas equivocadas en una instancia bloquean el siguiente intento en la otra', async () => {
    const user = await createUser(servers[0].db, 'doctor');
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await servers[attempt % 2].gql(LOGIN, { i: user.email, p: 'equivocada' });
      expect(wrong.errors![0].message).toBe(messages.invalidCredentials);
    }
    const refused = await servers[1].gql(LOGIN, { i: user.email, p: user.password });
    expect(refused.errors![0]).toMatchObject({
      message: messages.tooManyAttempts,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const alsoRefused = await servers[0].gql(LOGIN, { i: user.email, p: user.password });
    expect(alsoRefused.errors![0].extensions!.code).toBe('TOO_MANY_REQUESTS');
  });

  it('las cuentas vencidas hace más de una hora se borran de la tabla compartida; las vigentes y las recientes quedan', async () => {
    const tag = newTag();
    const hour = 3_600_000;
    // A key is a budget's prefix and a keyed hash (the table refuses anything else).
    const hashed = 'a'.repeat(64);
    const rows = [
      { key: `${tag}-old:${hashed}`, points: 3, expire: new Date(Date.now() - 2 * hour) },
      { key: `${tag}-recent:${hashed}`, points: 3, expire: new Date(Date.now() - hour / 2) },
      { key: `${tag}-live:${hashed}`, points: 1, expire: new Date(Date.now() + hour) },
    ];
    await servers[0].db.insert(rateLimits).values(rows);
    await servers[1].app.deps.attempts.clearExpired();
    const left = await servers[0].db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          rows.map((row) => row.key),
        ),
      );
    expect(left.map((row) => row.key).sort()).toEqual([`${tag}-live:${hashed}`, `${tag}-recent:${hashed}`]);
  });
});
