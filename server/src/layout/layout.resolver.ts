import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ownLayoutPreferences, saveOwnLayoutPreferences } from './layout-preferences.service.js';
import { LayoutPreferencesGql, LayoutPreferencesInput } from './layout.types.js';

@Resolver()
export class LayoutResolver {
  @Query(() => LayoutPreferencesGql, {
    description:
      "The signed-in user's layout choices (colour theme, box layout, collapsed sidebar, direction, page transition, mobile search); the defaults, with updatedAt null, while they have saved none. Any signed-in user; UNAUTHENTICATED without a session.",
  })
  @Access('authenticated')
  myLayoutPreferences(@Ctx() ctx: GqlContext) {
    return ownLayoutPreferences(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => LayoutPreferencesGql, {
    description:
      "Saves the signed-in user's own layout choices, all of them, and answers them. Any signed-in user, for themself only; UNAUTHENTICATED without a session. BAD_USER_INPUT naming the field, nothing saved, for a value outside its set.",
  })
  @Access('authenticated')
  saveLayoutPreferences(
    @Arg('input', () => LayoutPreferencesInput, { description: 'Every layout choice.' }) input: LayoutPreferencesInput,
    @Ctx() ctx: GqlContext,
  ) {
    return saveOwnLayoutPreferences(ctx.deps, requireActor(ctx), input);
  }
}
