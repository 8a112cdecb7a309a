import { Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import type { UserView } from './user-view.js';
import { UserGql } from './users.types.js';
import { finishWelcomeTour, restartWelcomeTour } from './welcome-tour.service.js';

const toOwnAccount =
  'It acts on the signed-in user only (there is no user argument). Any signed-in user; UNAUTHENTICATED without a session.';

/** The welcome tour of the portal: whether the signed-in user has been through it (User.welcomeTourFinishedAt). */
@Resolver()
export class WelcomeTourResolver {
  @Mutation(() => UserGql, {
    description: `Records that the signed-in user finished or skipped the welcome tour, so it is not shown again on any device, and answers the user (welcomeTourFinishedAt set; calling it again keeps the first moment). ${toOwnAccount}`,
  })
  @Access('authenticated')
  finishWelcomeTour(@Ctx() ctx: GqlContext): Promise<UserView> {
    return finishWelcomeTour(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => UserGql, {
    description: `Shows the welcome tour to the signed-in user again (the "Ver recorrido de bienvenida" button of the profile): clears welcomeTourFinishedAt and answers the user. The tour shows while appSettings.welcomeTour is true. ${toOwnAccount}`,
  })
  @Access('authenticated')
  restartWelcomeTour(@Ctx() ctx: GqlContext): Promise<UserView> {
    return restartWelcomeTour(ctx.deps, requireActor(ctx));
  }
}
