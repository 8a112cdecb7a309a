import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import type { GqlContext } from '../graphql/context.js';
import { AppHomeGql } from './app-home.types.js';
import { frontRecipe, listPublicSlides, listPublicWelcomeModals } from './public-reads.js';
import { recipeNode } from './recipes-mapping.js';
import { slideNode } from './slides-mapping.js';
import { welcomeModalNode } from './welcome-modals-mapping.js';

@Resolver()
export class AppHomeResolver {
  @Query(() => AppHomeGql, {
    description:
      "The app's home screen in one round trip: slides, welcome modals and the front recipe. Anyone, without signing in; cacheable like the other public content (GET with an ETag).",
  })
  @Access('public')
  async appHome(@Ctx() ctx: GqlContext): Promise<AppHomeGql> {
    const [slides, welcomeModals, front] = await Promise.all([
      listPublicSlides(ctx.deps),
      listPublicWelcomeModals(ctx.deps),
      frontRecipe(ctx.deps),
    ]);
    return {
      slides: slides.map(slideNode),
      welcomeModals: welcomeModals.map(welcomeModalNode),
      frontRecipe: front ? recipeNode(front) : null,
    };
  }
}
