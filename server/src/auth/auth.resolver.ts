import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import {
  login,
  passwordLinkUsable,
  refreshSession,
  requestPasswordReset,
  resetPassword,
  type LoginResult,
  type RefreshedSession,
} from './auth.service.js';
import { LoginResultGql, RefreshedSessionGql } from './auth.types.js';
import { logout, logoutAllDevices } from './sign-out.service.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => LoginResultGql, {
    description:
      'Signs in with email or username and opens a session, with the refresh token that renews it (refreshSession). Anyone, no session needed; at most once per request. BAD_USER_INPUT for an empty identifier or password (with the field) and, without a field, for a wrong identifier, wrong password or deactivated account alike; TOO_MANY_REQUESTS after too many failed attempts for the account or address.',
  })
  @Access('public')
  @OncePerDocument()
  login(
    @Arg('identifier', () => String, { description: "The account's email or username, case aside." })
    identifier: string,
    @Arg('password', () => String, { description: "The account's password." }) password: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginResult> {
    return login(ctx.deps, { identifier, password }, ctx.meta);
  }

  @Mutation(() => RefreshedSessionGql, {
    description:
      'Renews the session of a sign-in with its refresh token (from login or the last refreshSession): answers a new session token and the next refresh token, and spends the one given, so the app keeps only the newest. Call it when a call answers UNAUTHENTICATED or shortly before `expiresAt`, one call at a time: a spent refresh token used again is taken as stolen and ends the whole sign-in (its sessions, refresh tokens and push devices). Anyone, no session needed; at most once per request. UNAUTHENTICATED for an unknown, spent, expired or ended refresh token or a deactivated account: then the user signs in again.',
  })
  @Access('public')
  @OncePerDocument()
  refreshSession(
    @Arg('refreshToken', () => String, { description: 'The refresh token stored after login or the last renewal.' })
    refreshToken: string,
    @Ctx() ctx: GqlContext,
  ): Promise<RefreshedSession> {
    return refreshSession(ctx.deps, { refreshToken }, ctx.meta);
  }

  @Mutation(() => Boolean, {
    description:
      'Ends the sign-in of the bearer token: its session, the sessions renewed from it, its refresh token and the push devices registered with it (the phone stops receiving pushes), and its open WebSockets close; always true. Any signed-in user; UNAUTHENTICATED without a session.',
  })
  @Access('authenticated')
  logout(@Ctx() ctx: GqlContext): Promise<boolean> {
    return logout(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => Boolean, {
    description:
      'Signs the user out on every other device ("cerrar sesión en todos los dispositivos"): every other session and refresh token ends, the push devices registered with them are removed and their WebSockets close; this session stays open. Always true. Any signed-in user; UNAUTHENTICATED without a session.',
  })
  @Access('authenticated')
  logoutAllDevices(@Ctx() ctx: GqlContext): Promise<boolean> {
    return logoutAllDevices(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => Boolean, {
    description:
      "Emails a single-use link to set a new password (valid 60 minutes by default) when the address belongs to an active account; always true, so it never tells whether an account exists. Anyone, no session needed; at most once per request. BAD_USER_INPUT (email) for a malformed address; TOO_MANY_REQUESTS after too many requests for the address or from the device's address.",
  })
  @Access('public')
  @OncePerDocument()
  requestPasswordReset(
    @Arg('email', () => String, { description: "The account's email, up to 120 characters." }) email: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return requestPasswordReset(ctx.deps, { email }, ctx.meta);
  }

  @Query(() => Boolean, {
    description:
      'Whether the token of a reset or invitation link can still set a password (not used, not expired, not replaced by a newer link), so the page can say at once that the link no longer works and offer a new one. It neither spends the link nor tells whose it is. Anyone, no session needed; at most once per request. TOO_MANY_REQUESTS after too many checks from the address.',
  })
  @Access('public')
  @OncePerDocument()
  passwordLinkUsable(
    @Arg('token', () => String, {
      description: 'The `token` query parameter of the emailed link (/session/reset-password?token=…).',
    })
    token: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return passwordLinkUsable(ctx.deps, { token }, ctx.meta);
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with the token of a reset or invitation link, spends the link and ends every session of the account; true on success. Anyone, no session needed; at most once per request. BAD_USER_INPUT with the field: an invalid, used or expired link (token), a short, long or common password (password), a confirmation that does not match (passwordConfirmation); TOO_MANY_REQUESTS after too many attempts from the address.',
  })
  @Access('public')
  @OncePerDocument()
  resetPassword(
    @Arg('token', () => String, {
      description: 'The `token` query parameter of the emailed link (/session/reset-password?token=…).',
    })
    token: string,
    @Arg('password', () => String, {
      description: 'The new password, 8 to 128 characters; common passwords are refused.',
    })
    password: string,
    @Arg('passwordConfirmation', () => String, { description: 'The new password again; must be equal to `password`.' })
    passwordConfirmation: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return resetPassword(ctx.deps, { token, password, passwordConfirmation }, ctx.meta);
  }
}
