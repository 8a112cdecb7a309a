import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { serviceSchema } from '../../../shared/validation/service.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { badInput, notFound, validateInput } from '../common/errors.js';
import { richTextIsBlank, sanitizeRichText } from '../common/rich-text.js';
import type { AppDeps } from '../deps.js';
import { keysOfImage } from '../files/responsive-images.js';
import { discardFiles, saveWithFiles, storeAppImage } from './content-files.js';
import { contentStore } from './content-store.js';
import { services, type ServiceRow } from './services.tables.js';

// Callers of the writes are admins (the system actor too, for the demo services): the resolver's
// access rule says so, and these functions check it again before any upload is stored.

const storageKind = 'services';
const writers = withSystem(roleGroups.admin);
const store = contentStore<ServiceRow>(services, [services.name]);

/** What the app shows: published services inside their window, in position order. */
export const listPublicServices = (deps: AppDeps, now = new Date()) => store.listPublic(deps, now);

/** Every service in position order; with `search`, those whose name holds each of its words (case and accents aside). */
export const listServices = (deps: AppDeps, actor: Actor, search?: string | null) => store.list(deps, actor, search);

export const getService = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new service goes last. Its image is required; a refused input or image stores nothing. */
export async function createService(
  deps: AppDeps,
  actor: Caller,
  input: unknown,
  image?: Readable | null,
): Promise<ServiceRow> {
  const values = await beforeUpload(image, () => serviceValues(actor, input));
  if (!image) throw badInput('image', messages.appImageRequired);
  const stored = await storeAppImage(deps, storageKind, image);
  return saveWithFiles(deps, keysOfImage(stored), () => store.create(deps, actor, { ...values, image: stored }));
}

/** Saves every field (the position stays); without `image` the current one stays, with one the old files go. */
export async function updateService(
  deps: AppDeps,
  actor: Caller,
  id: number,
  input: unknown,
  image?: Readable | null,
): Promise<ServiceRow> {
  const { values, current } = await beforeUpload(image, async () => {
    const values = await serviceValues(actor, input);
    const [current] = await deps.db.select({ image: services.image }).from(services).where(eq(services.id, id));
    if (!current) throw notFound();
    return { values, current };
  });
  if (!image) return store.update(deps, actor, id, values);
  const stored = await storeAppImage(deps, storageKind, image);
  const row = await saveWithFiles(deps, keysOfImage(stored), () =>
    store.update(deps, actor, id, { ...values, image: stored }),
  );
  await discardFiles(deps, keysOfImage(current.image));
  return row;
}

/** Deletes a service and its image files. */
export async function deleteService(deps: AppDeps, actor: Caller, id: number): Promise<boolean> {
  const row = await store.remove(deps, actor, id);
  await discardFiles(deps, keysOfImage(row.image));
  return true;
}

/** Puts every service in the order of `ids` and answers them in that order. */
export const reorderServices = (deps: AppDeps, actor: Actor, ids: readonly number[]) => store.reorder(deps, actor, ids);

/** Runs the checks that come before storing an upload; when one fails, the upload is drained unread so the request ends. */
async function beforeUpload<T>(upload: Readable | null | undefined, checks: () => Promise<T>): Promise<T> {
  try {
    return await checks();
  } catch (error) {
    upload?.resume();
    throw error;
  }
}

async function serviceValues(actor: Caller, input: unknown) {
  requireRole(actor, writers);
  const service = await validateInput(serviceSchema, input);
  const descriptionHtml = sanitizeRichText(service.description);
  // A description of nothing but a script is empty once sanitised.
  if (richTextIsBlank(descriptionHtml)) throw badInput('description', messages.descriptionRequired);
  return {
    name: service.name,
    descriptionHtml,
    published: service.published,
    publishFrom: service.publishFrom ?? null,
    publishUntil: service.publishUntil ?? null,
  };
}
