import type { Readable } from 'node:stream';
import { welcomeModalSchema } from '../../../shared/validation/welcome-modal.js';
import type { Actor, Caller } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { contentStore } from './content-store.js';
import { imageContentWrites } from './image-content.js';
import { welcomeModals, type WelcomeModalRow } from './welcome-modals.tables.js';

// Callers of the writes are admins (the system actor too, for the demo modals): the resolver's
// access rule says so, and the store checks it again.

const store = contentStore<WelcomeModalRow>(welcomeModals, [welcomeModals.title, welcomeModals.body]);
const writes = imageContentWrites<WelcomeModalRow>('welcome-modals', welcomeModals.image, store, welcomeModalFields);

/** Every modal in position order; with `search`, those whose title or text holds each of its words. */
export const listWelcomeModals = (deps: AppDeps, actor: Caller, search?: string | null) =>
  store.list(deps, actor, search);

export const getWelcomeModal = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new modal goes last; its image is required. */
export const createWelcomeModal = (deps: AppDeps, actor: Caller, input: unknown, image: Readable | null) =>
  writes.create(deps, actor, input, image);

/** Saves the modal's fields; a new image, when sent, replaces the current one. */
export const updateWelcomeModal = (deps: AppDeps, actor: Actor, id: number, input: unknown, image: Readable | null) =>
  writes.update(deps, actor, id, input, image);

/** Deletes the modal and its image. */
export async function deleteWelcomeModal(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  await writes.remove(deps, actor, id);
  return true;
}

/** Puts every modal in the order of `ids` and answers them in that order. */
export const reorderWelcomeModals = (deps: AppDeps, actor: Actor, ids: readonly number[]) =>
  store.reorder(deps, actor, ids);

async function welcomeModalFields(input: unknown) {
  const modal = await validateInput(welcomeModalSchema, input);
  return {
    altText: modal.altText,
    title: modal.title,
    body: modal.body ?? null,
    published: modal.published,
    publishFrom: modal.publishFrom ?? null,
    publishUntil: modal.publishUntil ?? null,
  };
}
