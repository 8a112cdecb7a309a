import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { maxPageSize } from '../common/cursors.js';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { PageSize } from '../graphql/operation-rules.js';
import { markAllNotificationsRead, markNotificationRead, myNotifications } from './my-notifications.service.js';
import { MyNotificationConnectionGql, MyNotificationGql } from './notifications.types.js';

@Resolver()
export class MyNotificationsResolver {
  @Query(() => MyNotificationConnectionGql, {
    description:
      "The signed-in user's notifications, newest first, in their language: what the lab published to everyone, to patients or to staff (by the user's role) since the account exists, and their own (RESULT_READY). A push that never arrived is still here. Any signed-in user; UNAUTHENTICATED without a session.",
  })
  @Access('authenticated')
  @PageSize('first', maxPageSize)
  myNotifications(@Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    return myNotifications(ctx.deps, requireActor(ctx), page);
  }

  @Mutation(() => MyNotificationGql, {
    description:
      "Marks one of the user's notifications read (when it is opened, or its push tapped) and answers it; marking it again changes nothing. Any signed-in user; NOT_FOUND for a notification that is not in their inbox.",
  })
  @Access('authenticated')
  markNotificationRead(
    @Arg('id', () => ID, { description: 'The notification (a push carries it as data.notificationId).' }) id: number,
    @Ctx() ctx: GqlContext,
  ) {
    return markNotificationRead(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => Int, {
    description:
      "Marks every notification in the signed-in user's inbox read; answers how many were unread. Any signed-in user.",
  })
  @Access('authenticated')
  markAllNotificationsRead(@Ctx() ctx: GqlContext) {
    return markAllNotificationsRead(ctx.deps, requireActor(ctx));
  }
}
