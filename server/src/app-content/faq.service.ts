import { asc, eq } from 'drizzle-orm';
import { faqSchema } from '../../../shared/validation/faq.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { notFound, validateInput } from '../common/errors.js';
import { sanitizeRichText } from '../common/rich-text.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import type { AppDeps } from '../deps.js';
import { faqs, type FaqRow } from './faq.tables.js';
import { nextPosition, reorder, type Ordered } from './positions.js';
import { visibleAt } from './publication.js';

// Callers of the writes are admins (the system actor too, for the demo FAQ): the resolver's
// access rule says so, and each function checks it again.

const ordered: Ordered = { table: faqs, id: faqs.id, position: faqs.position };

/** What the app shows: published FAQs inside their window, in position order. */
export function listPublicFaqs(deps: AppDeps, now = new Date()): Promise<FaqRow[]> {
  return deps.db.select().from(faqs).where(visibleAt(faqs, now)).orderBy(asc(faqs.position), asc(faqs.id));
}

/** Every FAQ in position order; with `search`, those whose question holds each of its words (case and accents aside). */
export async function listFaqs(deps: AppDeps, actor: Actor, search?: string | null): Promise<FaqRow[]> {
  requireRole(actor, roleGroups.admin);
  return deps.db
    .select()
    .from(faqs)
    .where(matchesWords(searchWords(search), [faqs.question]))
    .orderBy(asc(faqs.position), asc(faqs.id));
}

export async function getFaq(deps: AppDeps, actor: Actor, id: number): Promise<FaqRow> {
  requireRole(actor, roleGroups.admin);
  return findFaq(deps, id);
}

/** A new FAQ goes last. */
export async function createFaq(deps: AppDeps, actor: Caller, input: unknown): Promise<FaqRow> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await faqValues(input);
  const [row] = await deps.db
    .insert(faqs)
    .values({ ...values, position: await nextPosition(deps, ordered) })
    .returning();
  return row;
}

export async function updateFaq(deps: AppDeps, actor: Actor, id: number, input: unknown): Promise<FaqRow> {
  requireRole(actor, roleGroups.admin);
  const values = await faqValues(input);
  const [row] = await deps.db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning();
  if (!row) throw notFound();
  return row;
}

export async function deleteFaq(deps: AppDeps, actor: Actor, id: number): Promise<boolean> {
  requireRole(actor, roleGroups.admin);
  const [row] = await deps.db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (!row) throw notFound();
  return true;
}

/** Puts every FAQ in the order of `ids` and answers them in that order. */
export async function reorderFaqs(deps: AppDeps, actor: Actor, ids: readonly number[]): Promise<FaqRow[]> {
  requireRole(actor, roleGroups.admin);
  await reorder(deps, ordered, ids);
  return listFaqs(deps, actor);
}

async function findFaq(deps: AppDeps, id: number): Promise<FaqRow> {
  const [row] = await deps.db.select().from(faqs).where(eq(faqs.id, id));
  if (!row) throw notFound();
  return row;
}

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
