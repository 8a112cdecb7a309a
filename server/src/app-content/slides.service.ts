import type { Readable } from 'node:stream';
import { slideSchema } from '../../../shared/validation/slide.js';
import type { Actor, Caller } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { contentStore } from './content-store.js';
import { imageContentWrites } from './image-content.js';
import { slides, type SlideRow } from './slides.tables.js';

// Callers of the writes are admins (the system actor too, for the demo slides): the resolver's
// access rule says so, and the store checks it again.

const store = contentStore<SlideRow>(slides, [slides.altText, slides.linkUrl]);
const writes = imageContentWrites<SlideRow>('slides', slides.image, store, slideFields);

/** Every slide in position order; with `search`, those whose alt text or link holds each of its words. */
export const listSlides = (deps: AppDeps, actor: Caller, search?: string | null) => store.list(deps, actor, search);

export const getSlide = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new slide goes last; its image is required. */
export const createSlide = (deps: AppDeps, actor: Caller, input: unknown, image: Readable | null) =>
  writes.create(deps, actor, input, image);

/** Saves the slide's fields; a new image, when sent, replaces the current one. */
export const updateSlide = (deps: AppDeps, actor: Actor, id: number, input: unknown, image: Readable | null) =>
  writes.update(deps, actor, id, input, image);

/** Deletes the slide and its image. */
export async function deleteSlide(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  await writes.remove(deps, actor, id);
  return true;
}

/** Puts every slide in the order of `ids` and answers them in that order. */
export const reorderSlides = (deps: AppDeps, actor: Actor, ids: readonly number[]) => store.reorder(deps, actor, ids);

async function slideFields(input: unknown) {
  const slide = await validateInput(slideSchema, input);
  return {
    altText: slide.altText,
    linkUrl: slide.linkUrl ?? null,
    published: slide.published,
    publishFrom: slide.publishFrom ?? null,
    publishUntil: slide.publishUntil ?? null,
  };
}
