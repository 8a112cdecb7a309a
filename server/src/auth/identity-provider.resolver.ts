import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { OncePerDocument } from '../graphql/operation-rules.js';
import { completeIdentityProviderSignIn, type IdentityProviderSignIn } from './identity-provider.service.js';
import { logoutWithIdentityProvider } from './sign-out.service.js';
import { IdentityProviderSignInGql } from './identity-provider.types.js';

@Resolver()
export class IdentityProviderResolver {
  @Mutation(() => IdentityProviderSignInGql, {
    description:
      'Finishes a sign-in through the identity provider: exchanges the one-time code that /auth/oidc/callback put in the URL fragment of /login (#code=…) for a portal session. The code works once, for 2 minutes. Anyone, no session needed; at most once per request. NOT_FOUND when no identity provider is configured; BAD_USER_INPUT (code) for an unknown, used or expired code; BAD_USER_INPUT without a field when the account was deactivated meanwhile; TOO_MANY_REQUESTS after too many failed attempts from the address.',
  })
  @Access('public')
  @OncePerDocument()
  completeIdentityProviderSignIn(
    @Arg('code', () => String, { description: 'The `code` of the fragment (#code=…), as it came.' }) code: string,
    @Ctx() ctx: GqlContext,
  ): Promise<IdentityProviderSignIn> {
    return completeIdentityProviderSignIn(ctx.deps, { code }, ctx.meta);
  }

  @Mutation(() => String, {
    nullable: true,
    description:
      "Ends the session like logout. For a session opened through the identity provider, answers the provider's end-session URL (RP-initiated logout, back to /login) for the browser to open, so the provider's session ends too; null for other sessions, when the provider has no end_session_endpoint, or when it cannot be reached. Any signed-in user; UNAUTHENTICATED without a session.",
  })
  @Access('authenticated')
  logoutWithIdentityProvider(@Ctx() ctx: GqlContext): Promise<string | null> {
    return logoutWithIdentityProvider(ctx.deps, requireActor(ctx));
  }
}
