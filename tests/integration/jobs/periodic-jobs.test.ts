import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredAttemptsJob } from '../../../server/src/jobs/expired-attempts.job.js';
import { rateLimits } from '../../../server/src/common/rate-limits.tables.js';
import { jobSchema } from '../../../server/src/db/job-store.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import { startCustomServer } from '../../support/hardening.js';
import { jobsOf } from '../../support/jobs.js';
import { databaseKind } from '../../support/test-database.js';
import type { TestServer } from '../../support/test-server.js';
import { newTag } from '../../support/users.js';

// The sweeps are periodic jobs: the queue runs each once per period across every instance.
describe(`tareas periódicas (${databaseKind()})`, () => {
  let server: TestServer;
  const namespace = `t${randomUUID().slice(0, 8)}-`;
  beforeAll(async () => {
    server = await startCustomServer({
      // Scheduled like a running portal (test servers leave the periodic jobs off).
      config: { jobs: { namespace, pollSeconds: 0.5, heartbeatSeconds: 10, superviseSeconds: 5, schedules: true } },
      // The attempt counts in the database's table, as instances sharing a PostgreSQL server keep them.
      sharedDatabase: true,
    });
  });
  afterAll(() => server.close());

  it('al arrancar, cada limpieza queda programada: archivos cada hora, pagos sin respuesta cada diez minutos, intentos cada cinco', async () => {
    const answer = await server.db.execute(sql`
      select name, cron, timezone from ${sql.identifier(jobSchema)}.schedule where name like ${`${namespace}%`}`);
    expect(rowsOf(answer)).toEqual(
      expect.arrayContaining([
        { name: `${namespace}files.storage-sweep`, cron: '7 * * * *', timezone: 'UTC' },
        { name: `${namespace}courses.unsettled-payments`, cron: '*/10 * * * *', timezone: 'UTC' },
        { name: `${namespace}attempts.expired-sweep`, cron: '*/5 * * * *', timezone: 'UTC' },
      ]),
    );
  });

  it('la limpieza de intentos borra las cuentas vencidas hace más de una hora; las vigentes y las recientes quedan', async () => {
    const tag = newTag();
    const hour = 3_600_000;
    // A key is a budget's prefix and a keyed hash (the table refuses anything else).
    const hashed = 'b'.repeat(64);
    const rows = [
      { key: `${tag}-old:${hashed}`, points: 3, expire: new Date(Date.now() - 2 * hour) },
      { key: `${tag}-recent:${hashed}`, points: 3, expire: new Date(Date.now() - hour / 2) },
      { key: `${tag}-live:${hashed}`, points: 1, expire: new Date(Date.now() + hour) },
    ];
    await server.db.insert(rateLimits).values(rows);
    await server.app.deps.jobs.send(expiredAttemptsJob, {});
    await server.app.deps.jobs.idle();
    const left = await server.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(
        inArray(
          rateLimits.key,
          rows.map((row) => row.key),
        ),
      );
    expect(left.map((row) => row.key).sort()).toEqual([`${tag}-live:${hashed}`, `${tag}-recent:${hashed}`]);
    expect(await jobsOf(server, expiredAttemptsJob)).toContainEqual(expect.objectContaining({ state: 'completed' }));
  });
});
