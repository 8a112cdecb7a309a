import { signInMessages } from './messages/sign-in.js';

/**
 * Why a sign-in through the identity provider was refused (the `error` of the finishing page's
 * fragment), and the message the user reads.
 */
export const identityProviderFailures = {
  noAccount: signInMessages.identityProviderNoAccount,
  unverified: signInMessages.identityProviderEmailUnverified,
  unavailable: signInMessages.identityProviderUnavailable,
  cancelled: signInMessages.identityProviderCancelled,
  invalid: signInMessages.identityProviderInvalid,
} as const;

export type IdentityProviderFailure = keyof typeof identityProviderFailures;

export function isIdentityProviderFailure(value: unknown): value is IdentityProviderFailure {
  return typeof value === 'string' && Object.hasOwn(identityProviderFailures, value);
}
