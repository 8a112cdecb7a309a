import { isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { jobSchema } from '../../../server/src/db/job-store.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import { prepareDatabase } from '../../../server/src/prepare-database.js';
import { privateDatabase } from '../../support/private-database.js';
import { testConfig } from '../../support/test-server.js';

describe('preparación de la base antes del primer arranque (npm run db:migrate)', () => {
  it('deja hechas las copias AVIF de las imágenes de demostración: el servidor arranca sin nada que convertir', async () => {
    const database = await privateDatabase();
    try {
      const config = await testConfig({ seedDemo: true });
      const steps: string[] = [];
      await prepareDatabase(config, database.handle, (step) => steps.push(step));
      expect(steps.slice(-2)).toEqual([
        'datos de demostración cargados',
        'datos de demostración: copias AVIF de las imágenes',
      ]);

      // Every job the seed queued ran here, and each one succeeded: none is left for the server.
      const jobs = rowsOf<{ state: string; jobs: number }>(
        await database.handle.db.execute(sql`
          select state, count(*)::int as jobs from ${sql.identifier(jobSchema)}.job
          where name like ${`${config.jobs.namespace}%`} group by state`),
      );
      expect(jobs).toEqual([{ state: 'completed', jobs: expect.any(Number) }]);
      // The catalogue's course pictures among them, with the widths of their WebP sizes.
      const pictures = await database.handle.db
        .select({ image: courses.image })
        .from(courses)
        .where(isNotNull(courses.image));
      expect(pictures.length).toBeGreaterThan(0);
      for (const { image } of pictures)
        expect(image!.avif?.map((size) => size.width)).toEqual(image!.sizes.map((size) => size.width));
    } finally {
      await database.drop();
    }
    // The demo data and some forty AVIF encodings: slow on a busy machine.
  }, 240_000);
});
