import { roleGroups } from '../../../shared/role-groups.js';
import { faqSchema } from '../../../shared/validation/faq.js';
import type { Actor, Caller } from '../common/actor.js';
import { validateInput } from '../common/errors.js';
import { sanitizeRichText } from '../common/rich-text.js';
import type { AppDeps } from '../deps.js';
import { contentStore } from './content-store.js';
import { faqs, type FaqRow } from './faq.tables.js';

// Callers of the writes are admins (the system actor too, for the demo FAQ): the resolver's
// access rule says so, and the store checks it again.

// Lab and office staff read the list too (they see the Administración group).
const store = contentStore<FaqRow>(faqs, [faqs.question], roleGroups.administration);

/** Every FAQ in position order; with `search`, those whose question holds each of its words (case and accents aside). */
export const listFaqs = (deps: AppDeps, actor: Actor, search?: string | null) => store.list(deps, actor, search);

export const getFaq = (deps: AppDeps, actor: Actor, id: number) => store.get(deps, actor, id);

/** A new FAQ goes last. */
export async function createFaq(deps: AppDeps, actor: Caller, input: unknown): Promise<FaqRow> {
  return store.create(deps, actor, await faqValues(input));
}

export async function updateFaq(deps: AppDeps, actor: Actor, id: number, input: unknown): Promise<FaqRow> {
  return store.update(deps, actor, id, await faqValues(input));
}

export async function deleteFaq(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  await store.remove(deps, actor, id);
  return true;
}

/** Puts every FAQ in the order of `ids` and answers them in that order. */
export const reorderFaqs = (deps: AppDeps, actor: Actor, ids: readonly number[]) => store.reorder(deps, actor, ids);

async function faqValues(input: unknown) {
  const faq = await validateInput(faqSchema, input);
  return {
    question: faq.question,
    answerHtml: sanitizeRichText(faq.answer),
    published: faq.published,
    publishFrom: faq.publishFrom ?? null,
    publishUntil: faq.publishUntil ?? null,
  };
}
