import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import type { Locale } from '../../../shared/locales.js';
import { LocaleGql } from '../graphql/locale-enum.js';
import { changeOwnPassword, getOwnProfile, setOwnPreferredLocale, updateOwnProfile } from './profile.service.js';
import type { UserView } from './user-view.js';
import { ProfileInput, UserGql } from './users.types.js';

@Resolver(() => UserGql)
export class UsersResolver {
  @Query(() => UserGql, {
    description:
      'The signed-in user, with their type and office data. Any signed-in user; UNAUTHENTICATED without a session.',
  })
  @Access('authenticated')
  me(@Ctx() ctx: GqlContext): Promise<UserView> {
    return getOwnProfile(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => UserGql, {
    description:
      "Saves the signed-in user's own data and answers it; it clears profileCompletionPending. Any signed-in user; UNAUTHENTICATED without a session. BAD_USER_INPUT with the field for invalid data; CONFLICT with the field (email, username) when another account has it; TOO_MANY_REQUESTS after too many such conflicts.",
  })
  @Access('authenticated')
  updateProfile(
    @Arg('input', () => ProfileInput, { description: 'The whole profile form.' }) input: ProfileInput,
    @Ctx() ctx: GqlContext,
  ): Promise<UserView> {
    return updateOwnProfile(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => UserGql, {
    description:
      "Stores the signed-in user's preferred locale, the one language of their error messages, inbox, pushes and emails, and answers the user. The portal calls it when the user picks a language; signing in stores the language of the request's Accept-Language header too. Any signed-in user; UNAUTHENTICATED without a session. BAD_USER_INPUT (locale) for a value outside the enum.",
  })
  @Access('authenticated')
  setPreferredLocale(
    @Arg('locale', () => LocaleGql, { description: 'The language chosen.' }) locale: Locale,
    @Ctx() ctx: GqlContext,
  ): Promise<UserView> {
    return setOwnPreferredLocale(ctx.deps, requireActor(ctx), locale);
  }

  @Mutation(() => Boolean, {
    description:
      "Changes the signed-in user's password; every other session of the user ends, this one stays; true on success. Any signed-in user, at most once per request. BAD_USER_INPUT with the field: a wrong current password (currentPassword), a short, long or common password (password), a confirmation that does not match (passwordConfirmation).",
  })
  @Access('authenticated')
  @OncePerDocument()
  changePassword(
    @Arg('currentPassword', () => String, { description: 'The password in use now.' }) currentPassword: string,
    @Arg('password', () => String, {
      description: 'The new password, 8 to 128 characters; common passwords are refused.',
    })
    password: string,
    @Arg('passwordConfirmation', () => String, { description: 'The new password again; must be equal to `password`.' })
    passwordConfirmation: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return changeOwnPassword(ctx.deps, requireActor(ctx), { currentPassword, password, passwordConfirmation });
  }

  @FieldResolver(() => String, { description: 'Name, paternal and maternal surname, joined by spaces.' })
  fullName(@Root() user: UserView): string {
    return [user.name, user.lastname, user.motherLastname].filter(Boolean).join(' ');
  }
}
