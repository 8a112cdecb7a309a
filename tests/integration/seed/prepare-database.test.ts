import { isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.js';
import { courses } from '../../../server/src/courses/courses.tables.js';
import type { DatabaseHandle } from '../../../server/src/db/client.js';
import { jobSchema } from '../../../server/src/db/job-store.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import { imageAvifJob } from '../../../server/src/files/index.js';
import { prepareDatabase } from '../../../server/src/prepare-database.js';
import { privateDatabase } from '../../support/private-database.js';
import { testConfig } from '../../support/test-server.js';

/** How many jobs of each state the queue holds, by kind. */
async function jobStates(handle: DatabaseHandle, namespace: string) {
  return rowsOf<{ name: string; state: string; jobs: number }>(
    await handle.db.execute(sql`
      select substr(name, ${namespace.length + 1}) as name, state, count(*)::int as jobs
      from ${sql.identifier(jobSchema)}.job where name like ${`${namespace}%`}
      group by name, state order by name, state`),
  );
}

/** The demo catalogue's course pictures: the widths of their WebP sizes and of their AVIF copies. */
async function coursePictures(handle: DatabaseHandle) {
  const pictures = await handle.db.select({ image: courses.image }).from(courses).where(isNotNull(courses.image));
  return pictures.map(({ image }) => ({
    webp: image!.sizes.map((size) => size.width),
    avif: image!.avif?.map((size) => size.width),
  }));
}

describe('preparación de la base antes del primer arranque (npm run db:migrate)', () => {
  it('deja en cola las copias AVIF de las imágenes de demostración, sin hacerlas; el servidor las hace después', async () => {
    const database = await privateDatabase();
    try {
      const config = await testConfig({ seedDemo: true });
      const steps: string[] = [];
      await prepareDatabase(config, database.handle, (step) => steps.push(step));
      expect(steps.at(-1)).toBe(
        'datos de demostración cargados (el servidor hará las copias AVIF de sus imágenes en segundo plano)',
      );

      // Every job the seed queued waits: none ran in the preparation, which ends as soon as the data is in.
      const queued = await jobStates(database.handle, config.jobs.namespace);
      expect(queued.map(({ state }) => state)).toEqual(queued.map(() => 'created'));
      expect(queued).toContainEqual({ name: imageAvifJob.name, state: 'created', jobs: expect.any(Number) });
      const before = await coursePictures(database.handle);
      expect(before.length).toBeGreaterThan(0);
      expect(before.map(({ avif }) => avif)).toEqual(before.map(() => undefined));

      // The server's job runner, on the same database, makes them: each picture gets its AVIF
      // copies at the widths of its WebP sizes, and every job completes.
      const server = await buildApp({ config, database: database.handle });
      try {
        await server.deps.jobs.idle();
      } finally {
        await server.close();
      }
      const done = await jobStates(database.handle, config.jobs.namespace);
      expect(done.map(({ state }) => state)).toEqual(done.map(() => 'completed'));
      for (const picture of await coursePictures(database.handle)) expect(picture.avif).toEqual(picture.webp);
    } finally {
      await database.drop();
    }
    // The demo data and some forty AVIF encodings: slow on a busy machine.
  }, 240_000);
});
