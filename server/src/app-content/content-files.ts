import type { Readable } from 'node:stream';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../deps.js';
import { keysInColumn, type StorageOwner, type StoredImage, storeResponsiveImage } from '../files/index.js';

/** Where a kind of app content keeps its files; public, served at `/files/public/app/<kind>/…`. */
export const appContentPrefix = (kind: string) => `public/app/${kind}`;

/**
 * Stores an uploaded image of app content (PNG, JPEG or WebP, up to the configured file size
 * limit) with its sizes for phones. A refused file answers BAD_USER_INPUT on `field`.
 */
export function storeAppImage(deps: AppDeps, kind: string, upload: Readable, field = 'image'): Promise<StoredImage> {
  return storeResponsiveImage(deps.storage, appContentPrefix(kind), upload, {
    maxBytes: deps.config.fileSizeLimitMb * 1024 * 1024,
    field,
  });
}

/**
 * Runs the save of a row that points to files just stored under `keys`: when the save fails the
 * files go, so bytes and rows never disagree.
 */
export async function saveWithFiles<T>(deps: AppDeps, keys: readonly string[], save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    await discardFiles(deps, keys);
    throw error;
  }
}

/** Removes files no row points to any more; bytes that fail to go now are left to the storage sweep. */
export async function discardFiles(deps: AppDeps, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      deps.storage
        .remove(key)
        .catch((error: unknown) =>
          deps.log?.error({ err: error, key }, 'app content file not removed; the sweep will retry'),
        ),
    ),
  );
}

/** The storage sweep's view of a kind: its files stay while one of `columns` (image JSON or a key) names them. */
export function appContentStorageOwner(kind: string, columns: readonly PgColumn[]): StorageOwner {
  return {
    name: `app ${kind}`,
    prefix: appContentPrefix(kind),
    async referenced(systemDb, keys) {
      const found = await Promise.all(columns.map((column) => keysInColumn(systemDb, column, keys)));
      return new Set(found.flat());
    },
  };
}

export type { StoredImage };
