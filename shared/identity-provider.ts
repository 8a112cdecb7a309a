import { messages } from './messages.js';

/** Where the sign-in through the identity provider starts, returns from the provider, and ends in the portal. */
export const identityProviderPaths = {
  /** The sign-in button's link; `?redirect=<path>` opens that portal path afterwards. */
  start: '/auth/oidc/start',
  /** The redirect URI registered at the provider. */
  callback: '/auth/oidc/callback',
  /** The portal page the callback sends the browser to, with `#code=` or `#error=` (and `detail=`). */
  finish: '/session/identity-provider',
} as const;

/** Why a sign-in through the identity provider was refused, and the message the user reads. */
export const identityProviderFailures = {
  noAccount: messages.identityProviderNoAccount,
  unverified: messages.identityProviderEmailUnverified,
  unavailable: messages.identityProviderUnavailable,
  cancelled: messages.identityProviderCancelled,
  invalid: messages.identityProviderInvalid,
} as const;

export type IdentityProviderFailure = keyof typeof identityProviderFailures;

export function isIdentityProviderFailure(value: unknown): value is IdentityProviderFailure {
  return typeof value === 'string' && Object.hasOwn(identityProviderFailures, value);
}
