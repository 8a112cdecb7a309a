import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import type { StorageOwner } from '../files/index.js';
import type { ReadableInstance } from './dicom-instances.js';
import { renderFrame, renderMediaTypes, renderVariant, type RenderSpec } from './dicom-render.js';
import { readAll } from './dicom-retrieve.js';
import { dicomRenderings, type DicomRenderingRow } from './dicom-web.tables.js';

const prefix = 'dicom-renders';
const maxRenderBytes = 64 * 1024 * 1024;

/** Renderings under way per stored file on this instance: one decode at a time per instance, however many ask. */
const underWay = new Map<number, Promise<unknown>>();

/**
 * The rendering of `spec` for an instance, made now if it was never made and kept in storage for
 * every later request. On this server the renderings of one file are made one at a time, so 20
 * viewers asking at once for the same thumbnail decode it once; two servers racing on one
 * database keep one row (the unique variant) and the loser removes its bytes.
 */
export async function renderedImage(
  deps: AppDeps,
  db: Database,
  instance: Pick<ReadableInstance, 'fileId' | 'storageKey'>,
  spec: RenderSpec,
): Promise<DicomRenderingRow> {
  const variant = renderVariant(spec);
  const kept = await keptRendering(db, instance.fileId, variant);
  if (kept) return kept;
  const previous = underWay.get(instance.fileId) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(() => makeOnce(deps, db, instance, spec, variant));
  underWay.set(instance.fileId, mine);
  try {
    return await mine;
  } finally {
    if (underWay.get(instance.fileId) === mine) underWay.delete(instance.fileId);
  }
}

async function keptRendering(db: Database, fileId: number, variant: string) {
  const [row] = await db
    .select()
    .from(dicomRenderings)
    .where(and(eq(dicomRenderings.fileId, fileId), eq(dicomRenderings.variant, variant)));
  return row;
}

async function makeOnce(
  deps: AppDeps,
  db: Database,
  instance: Pick<ReadableInstance, 'fileId' | 'storageKey'>,
  spec: RenderSpec,
  variant: string,
): Promise<DicomRenderingRow> {
  // The one before us in the line may have made this very variant.
  const kept = await keptRendering(db, instance.fileId, variant);
  if (kept) return kept;
  const bytes = await renderFrame(await readAll(deps, instance), spec);
  const stored = await deps.storage.put(prefix, Readable.from([bytes]), {
    maxBytes: maxRenderBytes,
    accept: [renderMediaTypes[spec.format]],
  });
  const [row] = await db
    .insert(dicomRenderings)
    .values({
      fileId: instance.fileId,
      variant,
      storageKey: stored.key,
      mediaType: stored.mediaType,
      size: stored.size,
      checksum: stored.checksum,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  await deps.storage.remove(stored.key);
  return (await keptRendering(db, instance.fileId, variant))!;
}

/** The rendered images' bytes belong to their rows; a deleted study's rows cascade and the sweep takes the bytes. */
export const renderingStorageOwners: StorageOwner[] = [
  {
    name: 'dicom-renderings',
    prefix,
    async referenced(systemDb, keys) {
      const rows = await systemDb
        .select({ key: dicomRenderings.storageKey })
        .from(dicomRenderings)
        .where(inArray(dicomRenderings.storageKey, keys));
      return rows.map((row) => row.key);
    },
  },
];
