import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { contentResolver } from './content.resolver.js';
import { adminFaqNode, faqNode } from './faq-mapping.js';
import { createFaq, deleteFaq, getFaq, listFaqs, reorderFaqs, updateFaq } from './faq.service.js';
import { listPublicFaqs } from './public-reads.js';
import { AdminFaqGql, FaqGql, FaqInput } from './faq.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see FaqInput).";

/** The app's FAQ: the public `faqs` and the administration's queries and mutations; its writes take no file. */
@Resolver()
export class FaqResolver extends contentResolver({
  names: { one: 'Faq', many: 'Faqs' },
  words: { one: 'FAQ', many: 'FAQs' },
  publicType: FaqGql,
  adminType: AdminFaqGql,
  operations: { listPublic: listPublicFaqs, list: listFaqs, get: getFaq, remove: deleteFaq, reorder: reorderFaqs },
  publicNode: faqNode,
  adminNode: adminFaqNode,
  publicDescription:
    "The app's frequently asked questions: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  searched: 'the question',
  deleted: '',
  listReaders: {
    roles: roleGroups.administration,
    said: 'Admins, and laboratory and office-admin staff to read it (they change nothing)',
  },
}) {
  @Mutation(() => AdminFaqGql, {
    description: `Creates a FAQ, last in the order, and answers it. Admins only. ${badInputNote}`,
  })
  @Access(roleGroups.admin)
  async createFaq(
    @Arg('input', () => FaqInput, { description: 'The new FAQ.' }) input: FaqInput,
    @Ctx() ctx: GqlContext,
  ) {
    return adminFaqNode(await createFaq(ctx.deps, requireActor(ctx), input), new Date());
  }

  @Mutation(() => AdminFaqGql, {
    description: `Replaces every field of a FAQ (its position stays) and answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateFaq(
    @Arg('id', () => ID, { description: 'The FAQ.' }) id: number,
    @Arg('input', () => FaqInput, { description: 'The FAQ as it must be saved.' }) input: FaqInput,
    @Ctx() ctx: GqlContext,
  ) {
    return adminFaqNode(await updateFaq(ctx.deps, requireActor(ctx), id, input), new Date());
  }
}
