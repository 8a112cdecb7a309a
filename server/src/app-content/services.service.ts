import type { Readable } from 'node:stream';
import { messages } from '../../../shared/messages.js';
import { serviceSchema } from '../../../shared/validation/service.js';
import type { Actor, Caller } from '../common/actor.js';
import { badInput, validateInput } from '../common/errors.js';
import { richTextIsBlank, sanitizeRichText } from '../common/rich-text.js';
import type { AppDeps } from '../deps.js';
import { contentStore } from './content-store.js';
import { imageContentWrites } from './image-content.js';
import { services, type ServiceRow } from './services.tables.js';

// Callers of the writes are admins (the system actor too, for the demo services): the resolver's
// access rule says so, and the writes check it again before any upload is stored.

const store = contentStore<ServiceRow>(services, [services.name]);
const writes = imageContentWrites<ServiceRow>('services', services.image, store, serviceFields);

/** Every service in position order; with `search`, those whose name holds each of its words (case and accents aside). */
export const listServices = (deps: AppDeps, actor: Actor, search?: string | null) => store.list(deps, actor, search);

export const getService = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new service goes last. Its image is required; a refused input or image stores nothing. */
export const createService = (deps: AppDeps, actor: Caller, input: unknown, image?: Readable | null) =>
  writes.create(deps, actor, input, image ?? null);

/** Saves every field (the position stays); without `image` the current one stays, with one the old files go. */
export const updateService = (deps: AppDeps, actor: Actor, id: number, input: unknown, image?: Readable | null) =>
  writes.update(deps, actor, id, input, image ?? null);

/** Deletes a service and its image files. */
export async function deleteService(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  await writes.remove(deps, actor, id);
  return true;
}

/** Puts every service in the order of `ids` and answers them in that order. */
export const reorderServices = (deps: AppDeps, actor: Actor, ids: readonly number[]) => store.reorder(deps, actor, ids);

async function serviceFields(input: unknown) {
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
