import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import type { SupportState } from './support.tables.js';
import { pageSize } from '../common/cursors.js';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { PageSize } from '../graphql/operation-rules.js';
import {
  answerSupportRequest,
  assignSupportRequest,
  closeSupportRequest,
  getSupportRequest,
  listSupportRequests,
  reopenSupportRequest,
  supportAssignees,
} from './support-desk.service.js';
import {
  SupportPersonGql,
  SupportRequestConnectionGql,
  SupportRequestGql,
  SupportRequestStateGql,
} from './support.types.js';

const staffOnly =
  'Support staff only (admin, laboratory, office-admin): UNAUTHENTICATED without a session, FORBIDDEN for other roles.';
const notFound = 'NOT_FOUND when the request does not exist.';

/** The support staff's side: every request, assignment, answers, closing and reopening. */
@Resolver()
export class SupportDeskResolver {
  @Query(() => SupportRequestConnectionGql, {
    description: `Every user's support requests, most recent activity first, in one state or all, with the counts per state for the tabs. ${staffOnly}`,
  })
  @Access(roleGroups.support)
  @PageSize('first', 100)
  supportRequests(
    @Arg('state', () => SupportRequestStateGql, { nullable: true, description: 'Only this state; none: all.' })
    state: SupportState | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        "Words that must all appear in the subject, the first message, or the requester's name or email, case and accents aside.",
    })
    search: string | null,
    @Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return listSupportRequests(ctx.deps, requireActor(ctx), { state, search, ...page });
  }

  @Query(() => SupportRequestGql, { description: `One request with its conversation. ${staffOnly} ${notFound}` })
  @Access(roleGroups.support)
  supportRequest(@Arg('id', () => ID, { description: 'The request.' }) id: number, @Ctx() ctx: GqlContext) {
    return getSupportRequest(ctx.deps, requireActor(ctx), id);
  }

  @Query(() => [SupportPersonGql], {
    description: `Who a request can be assigned to: active admin, laboratory and office-admin accounts whose name or email holds every word of the search, by name. ${staffOnly}`,
  })
  @Access(roleGroups.support)
  @PageSize('first', 100)
  supportAssignees(
    @Arg('search', () => String, { nullable: true, description: 'Words of the name or email; none: everyone.' })
    search: string | null,
    @Arg('first', () => Int, { defaultValue: 20, description: 'At most this many people, 1 to 100.' }) first: number,
    @Ctx() ctx: GqlContext,
  ) {
    return supportAssignees(ctx.deps, requireActor(ctx), search, pageSize(first, 'first'));
  }

  @Mutation(() => SupportRequestGql, {
    description: `Gives a request to a support staff member (the caller or another) and records who assigned it when; it is IN_PROGRESS from then on. ${staffOnly} BAD_USER_INPUT on assigneeId when that is not an active admin, laboratory or office-admin account. CONFLICT when the request is CLOSED (reopen it first). ${notFound}`,
  })
  @Access(roleGroups.support)
  assignSupportRequest(
    @Arg('id', () => ID, { description: 'The request.' }) id: number,
    @Arg('assigneeId', () => ID, { description: 'Who gets it (see supportAssignees).' }) assigneeId: number,
    @Ctx() ctx: GqlContext,
  ) {
    return assignSupportRequest(ctx.deps, requireActor(ctx), id, assigneeId);
  }

  @Mutation(() => SupportRequestGql, {
    description: `Answers the requester: the answer joins the conversation (fromSupport true), is emailed to them in their language, and the request is IN_PROGRESS, assigned to the caller when nobody had it. ${staffOnly} BAD_USER_INPUT on message when missing or over 2000 characters. CONFLICT when the request is CLOSED (reopen it first). ${notFound}`,
  })
  @Access(roleGroups.support)
  answerSupportRequest(
    @Arg('id', () => ID, { description: 'The request.' }) id: number,
    @Arg('message', () => String, { description: 'The answer, 1 to 2000 characters once trimmed.' }) message: string,
    @Ctx() ctx: GqlContext,
  ) {
    return answerSupportRequest(ctx.deps, requireActor(ctx), id, { message });
  }

  @Mutation(() => SupportRequestGql, {
    description: `Closes a request (CLOSED) and records who closed it when; the requester can no longer write in it. Closing a closed request changes nothing. ${staffOnly} ${notFound}`,
  })
  @Access(roleGroups.support)
  closeSupportRequest(@Arg('id', () => ID, { description: 'The request.' }) id: number, @Ctx() ctx: GqlContext) {
    return closeSupportRequest(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => SupportRequestGql, {
    description: `Reopens a closed request and records who reopened it when: IN_PROGRESS when someone has it, OPEN otherwise. Reopening a request that is not closed changes nothing. ${staffOnly} ${notFound}`,
  })
  @Access(roleGroups.support)
  reopenSupportRequest(@Arg('id', () => ID, { description: 'The request.' }) id: number, @Ctx() ctx: GqlContext) {
    return reopenSupportRequest(ctx.deps, requireActor(ctx), id);
  }
}
