import type { PgColumn } from 'drizzle-orm/pg-core';
import { keysInColumn } from './keys-in-column.js';
import type { StorageOwner } from './storage-sweep.js';

/** Where the rich-text editor's images are stored; served at `/files/public/editor/…`. */
export const editorImagePrefix = 'public/editor';

/**
 * An editor image is referenced only from HTML saved later: the author may upload it and keep the
 * form open for hours before saving, so an unreferenced one stays a day.
 */
export const editorImageGraceMs = 24 * 3600_000;

/**
 * The owner of the editor images referenced from the HTML stored in `column`: every feature that
 * stores editor HTML registers one per column.
 */
export function editorImageOwner(name: string, column: PgColumn): StorageOwner {
  return {
    name,
    prefix: editorImagePrefix,
    graceMs: editorImageGraceMs,
    referenced: (systemDb, keys) => keysInColumn(systemDb, column, keys),
  };
}
