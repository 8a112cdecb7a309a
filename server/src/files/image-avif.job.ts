import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../common/stored-image.js';
import { rowsOf } from '../db/raw-rows.js';
import type { AppDeps } from '../deps.js';
import { defineJob } from '../jobs/index.js';
import { avifSizesOf } from './responsive-images.js';

/** An image column named by a job: a table and a column of ours, nothing to quote. */
const identifier = /^[a-z_][a-z0-9_]*$/;

/**
 * Writes the AVIF sizes of a stored image (the widths of its WebP sizes) and records them in the
 * image column that holds it (`avif` in its JSON), found by the original's key. Sent once the row
 * is saved (sendImageAvif); a job, not part of the upload, because AVIF costs 5-9 times WebP's CPU.
 * The encoding runs in a process of its own (avif-encoder.ts): one that fails, crashes or hangs
 * fails the run, which is retried; the instance stopping kills it.
 * A repeat is harmless: an image that has its AVIF sizes, or that was replaced or removed
 * meanwhile, keeps what it has, and the files just written go. The row's update bumps its
 * content version, so the cached public answers pick the AVIF sizes up.
 */
export const imageAvifJob = defineJob<{ table: string; column: string; key: string }>({
  name: 'files.image-avif',
  title: /*i18n*/ 'Copias AVIF de una imagen para teléfonos y navegadores',
  oneWaitingPerKey: true,
  concurrency: 1,
  async run(deps, { table, column, key }, { signal }) {
    if (!identifier.test(table) || !identifier.test(column)) throw new Error(`not an image column: ${table}.${column}`);
    const [held] = rowsOf<{ image: StoredImage }>(
      await deps.systemDb.execute(
        sql`select ${sql.identifier(column)} as image from ${sql.identifier(table)}
          where ${sql.identifier(column)}->>'key' = ${key} and ${sql.identifier(column)}->'avif' is null limit 1`,
      ),
    );
    const image = typeof held?.image === 'string' ? (JSON.parse(held.image) as StoredImage) : held?.image;
    if (!image || image.sizes.length === 0) return;
    const avif = await avifSizesOf(deps.storage, key.slice(0, key.lastIndexOf('/')), image, signal);
    const saved = rowsOf(
      await deps.systemDb.execute(
        sql`update ${sql.identifier(table)}
          set ${sql.identifier(column)} = jsonb_set(${sql.identifier(column)}, '{avif}', ${JSON.stringify(avif)}::jsonb)
          where ${sql.identifier(column)}->>'key' = ${key} and ${sql.identifier(column)}->'avif' is null
          returning 1`,
      ),
    );
    if (saved.length === 0) await Promise.all(avif.map((size) => deps.storage.remove(size.key).catch(() => undefined)));
  },
});

/**
 * Asks for the AVIF sizes of an image just saved in `column` (nothing for none, or one without WebP
 * sizes); answers the job's id, null when one for the image already waits.
 */
export async function sendImageAvif(
  deps: AppDeps,
  column: PgColumn,
  image: StoredImage | null | undefined,
): Promise<string | null> {
  if (!image || image.sizes.length === 0 || image.avif) return null;
  return deps.jobs.send(
    imageAvifJob,
    { table: getTableName(column.table), column: column.name, key: image.key },
    { singletonKey: image.key },
  );
}
