import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import { changeOwnPassword, getOwnProfile, updateOwnProfile } from './profile.service.js';
import type { UserView } from './user-view.js';
import { ProfileInput, UserGql } from './users.types.js';

@Resolver(() => UserGql)
export class UsersResolver {
  @Query(() => UserGql, { description: 'The signed-in user.' })
  @Access('authenticated')
  me(@Ctx() ctx: GqlContext): Promise<UserView> {
    return getOwnProfile(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => UserGql, { description: 'Saves the own data; completing it clears profileCompletionPending.' })
  @Access('authenticated')
  updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: GqlContext): Promise<UserView> {
    return updateOwnProfile(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => Boolean, { description: 'Changes the own password; other sessions end.' })
  @Access('authenticated')
  @OncePerDocument()
  changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('password', () => String) password: string,
    @Arg('passwordConfirmation', () => String) passwordConfirmation: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return changeOwnPassword(ctx.deps, requireActor(ctx), { currentPassword, password, passwordConfirmation });
  }

  @FieldResolver(() => String)
  fullName(@Root() user: UserView): string {
    return [user.name, user.lastname, user.motherLastname].filter(Boolean).join(' ');
  }
}
