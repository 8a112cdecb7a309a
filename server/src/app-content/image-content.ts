import type { Readable } from 'node:stream';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { badInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { keysOfImage, sendImageAvif, type StoredImage } from '../files/index.js';
import { discardFiles, saveWithFiles, storeAppImage } from './content-files.js';
import type { ContentStore, ContentValues } from './content-store.js';

/** The validated fields of a row, its image aside (it comes as an upload). */
type FieldsOf<Row> = Omit<ContentValues<Row>, 'image'>;

/** The writes of a kind whose rows carry one required image (ContentStore's reads and reorder need no files). */
export type ImageContentWrites<Row> = {
  /** Validates, stores the image (required: BAD_USER_INPUT on `image`) and saves the row last in the order. */
  create(deps: AppDeps, actor: Caller, input: unknown, upload: Readable | null): Promise<Row>;
  /** Validates and saves; with an upload, the new image replaces the old one, whose files go. */
  update(deps: AppDeps, actor: Actor, id: number, input: unknown, upload: Readable | null): Promise<Row>;
  /** Deletes the row and its image's files; NOT_FOUND when absent. */
  remove(deps: AppDeps, actor: Actor, id: number): Promise<Row>;
};

/**
 * Create, update and delete for a kind of app content with one required image stored in
 * `storageKind` (content-files.ts) and kept in `imageColumn`. The caller and the input are
 * checked before an upload is stored, so refused input leaves no file; a row save that fails
 * takes its new files with it. A saved image gets its AVIF sizes from a job.
 */
export function imageContentWrites<Row extends { image: StoredImage }>(
  storageKind: string,
  imageColumn: PgColumn,
  store: ContentStore<Row>,
  validate: (input: unknown) => Promise<FieldsOf<Row>>,
): ImageContentWrites<Row> {
  // TypeScript cannot see that a generic row's fields without its image, plus an image, are its values.
  const valuesOf = (fields: FieldsOf<Row>, image?: StoredImage) =>
    (image ? { ...fields, image } : fields) as unknown as ContentValues<Row>;
  const storeImage = async (deps: AppDeps, upload: Readable) => {
    const image = await storeAppImage(deps, storageKind, upload);
    return { image, keys: keysOfImage(image) };
  };
  return {
    create: (deps, actor, input, upload) =>
      drainedOnFailure(upload, async () => {
        requireRole(actor, withSystem(roleGroups.admin));
        const fields = await validate(input);
        if (!upload) throw badInput('image', messages.appImageRequired);
        const { image, keys } = await storeImage(deps, upload);
        const saved = await saveWithFiles(deps, keys, () => store.create(deps, actor, valuesOf(fields, image)));
        await sendImageAvif(deps, imageColumn, image);
        return saved;
      }),
    update: (deps, actor, id, input, upload) =>
      drainedOnFailure(upload, async () => {
        requireRole(actor, withSystem(roleGroups.admin));
        const fields = await validate(input);
        const current = await store.get(deps, actor, id);
        if (!upload) return store.update(deps, actor, id, valuesOf(fields));
        const { image, keys } = await storeImage(deps, upload);
        const saved = await saveWithFiles(deps, keys, () => store.update(deps, actor, id, valuesOf(fields, image)));
        await discardFiles(deps, keysOfImage(current.image));
        await sendImageAvif(deps, imageColumn, image);
        return saved;
      }),
    async remove(deps, actor, id) {
      const removed = await store.remove(deps, actor, id);
      await discardFiles(deps, keysOfImage(removed.image));
      return removed;
    },
  };
}

/**
 * Runs `work`; when it fails, the rest of the upload is read and dropped, so a refused request's
 * file does not hold up the multipart parser (and the connection) after the answer.
 */
async function drainedOnFailure<T>(upload: Readable | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    upload?.resume();
    throw error;
  }
}
