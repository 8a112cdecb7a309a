import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { mapNodes, maxPageSize } from '../common/cursors.js';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { PageSize } from '../graphql/operation-rules.js';
import { notificationNode, notificationNodes } from './notifications-mapping.js';
import {
  createNotification,
  deleteNotification,
  getNotification,
  listNotifications,
  resendNotification,
  updateNotification,
} from './notifications.service.js';
import { NotificationConnectionGql, NotificationGql, NotificationInput } from './notifications.types.js';

const adminsOnly = 'Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.';

@Resolver()
export class NotificationsResolver {
  @Query(() => NotificationConnectionGql, {
    description: `The push notifications the administrator published, newest first, with their delivery counts. The lab's own notifications (RESULT_READY) are not listed. ${adminsOnly}`,
  })
  @Access(roleGroups.admin)
  @PageSize('first', maxPageSize)
  async notifications(@Args(() => ForwardPageArgsGql) args: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    const actor = requireActor(ctx);
    const page = await listNotifications(ctx.deps, actor, args);
    const nodes = await notificationNodes(
      ctx.deps,
      actor,
      page.edges.map((edge) => edge.node),
    );
    return mapNodes(page, (_node, index) => nodes[index]);
  }

  @Query(() => NotificationGql, {
    description: `One notification, for its edit form. ${adminsOnly} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async notification(@Arg('id', () => ID, { description: 'The notification.' }) id: number, @Ctx() ctx: GqlContext) {
    const actor = requireActor(ctx);
    return notificationNode(ctx.deps, actor, await getNotification(ctx.deps, actor, id));
  }

  @Mutation(() => NotificationGql, {
    description: `Publishes a notification and answers it at once: it is stored (the inboxes show it) and sent in the background to every device of its audience, state SENDING until each device has been tried. ${adminsOnly} BAD_USER_INPUT naming the field for a missing or too long text, a title over 42 characters, or a USER audience without an active user.`,
  })
  @Access(roleGroups.admin)
  async createNotification(
    @Arg('input', () => NotificationInput, { description: 'The notification.' }) input: NotificationInput,
    @Ctx() ctx: GqlContext,
  ) {
    const actor = requireActor(ctx);
    return notificationNode(ctx.deps, actor, await createNotification(ctx.deps, actor, input));
  }

  @Mutation(() => NotificationGql, {
    description: `Changes a notification's title, text and audience. The inboxes show the new text at once; devices receive it only when it is resent (resendNotification). ${adminsOnly} BAD_USER_INPUT as for createNotification. NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateNotification(
    @Arg('id', () => ID, { description: 'The notification.' }) id: number,
    @Arg('input', () => NotificationInput, { description: 'The notification as it must be saved.' })
    input: NotificationInput,
    @Ctx() ctx: GqlContext,
  ) {
    const actor = requireActor(ctx);
    return notificationNode(ctx.deps, actor, await updateNotification(ctx.deps, actor, id, input));
  }

  @Mutation(() => NotificationGql, {
    description: `Sends the notification again to every device of its audience now and answers it: the counts start again from 0, and deliveries of the previous sending still waiting are dropped. ${adminsOnly} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async resendNotification(
    @Arg('id', () => ID, { description: 'The notification.' }) id: number,
    @Ctx() ctx: GqlContext,
  ) {
    const actor = requireActor(ctx);
    return notificationNode(ctx.deps, actor, await resendNotification(ctx.deps, actor, id));
  }

  @Mutation(() => Boolean, {
    description: `Deletes a notification: it leaves the inboxes and its waiting deliveries are not sent. True when deleted. ${adminsOnly} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  deleteNotification(@Arg('id', () => ID, { description: 'The notification.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteNotification(ctx.deps, requireActor(ctx), id);
  }
}
