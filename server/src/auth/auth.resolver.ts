import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import { login, logout, requestPasswordReset, resetPassword, type LoginResult } from './auth.service.js';
import { LoginResultGql } from './auth.types.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResultGql, { description: 'Signs in with email or username.' })
  @Access('public')
  @OncePerDocument()
  login(
    @Arg('identifier', () => String) identifier: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginResult> {
    return login(ctx.deps, { identifier, password }, ctx.meta);
  }

  @Mutation(() => Boolean, { description: 'Ends the session of the bearer token.' })
  @Access('authenticated')
  logout(@Ctx() ctx: GqlContext): Promise<boolean> {
    return logout(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => Boolean, { description: 'Emails a reset link if the address has an account; always true.' })
  @Access('public')
  @OncePerDocument()
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: GqlContext): Promise<boolean> {
    return requestPasswordReset(ctx.deps, { email }, ctx.meta);
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with a single-use reset token.' })
  @Access('public')
  @OncePerDocument()
  resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
    @Arg('passwordConfirmation', () => String) passwordConfirmation: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return resetPassword(ctx.deps, { token, password, passwordConfirmation }, ctx.meta);
  }
}
