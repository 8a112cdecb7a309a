import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { adminFaqNode, faqNode } from './faq-mapping.js';
import { createFaq, deleteFaq, getFaq, listFaqs, listPublicFaqs, reorderFaqs, updateFaq } from './faq.service.js';
import { AdminFaqGql, FaqGql, FaqInput } from './faq.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see FaqInput).";

@Resolver()
export class FaqResolver {
  @Query(() => [FaqGql], {
    description:
      "The app's frequently asked questions: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  })
  @Access('public')
  async faqs(@Ctx() ctx: GqlContext) {
    return (await listPublicFaqs(ctx.deps)).map(faqNode);
  }

  @Query(() => [AdminFaqGql], {
    description:
      'Every FAQ, whatever its state, in position order, for the administration. Not paged. Admins, and laboratory and office-admin staff to read it (they change nothing): UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(roleGroups.administration)
  async adminFaqs(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the question; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listFaqs(ctx.deps, requireActor(ctx), search)).map((row) => adminFaqNode(row, now));
  }

  @Query(() => AdminFaqGql, {
    description: 'One FAQ, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  async adminFaq(@Arg('id', () => ID, { description: 'The FAQ.' }) id: number, @Ctx() ctx: GqlContext) {
    return adminFaqNode(await getFaq(ctx.deps, requireActor(ctx), id), new Date());
  }

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

  @Mutation(() => Boolean, {
    description: 'Deletes a FAQ; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  deleteFaq(@Arg('id', () => ID, { description: 'The FAQ.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteFaq(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminFaqGql], {
    description:
      'Puts the FAQs in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current FAQ, each once.',
  })
  @Access(roleGroups.admin)
  async reorderFaqs(
    @Arg('ids', () => [ID], { description: 'Every FAQ, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderFaqs(ctx.deps, requireActor(ctx), ids)).map((row) => adminFaqNode(row, now));
  }
}
