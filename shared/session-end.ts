/**
 * Why a session that the client still holds was refused, when the user should be told
 * (`extensions.reason` of an UNAUTHENTICATED error in GraphQL, `reason` of a REST 401):
 * ACCOUNT_DEACTIVATED, an administrator deactivated the account, which cannot sign in until
 * reactivated. Other ends (signed out, expired) carry no reason.
 */
export const sessionEndReasons = ['ACCOUNT_DEACTIVATED'] as const;

export type SessionEndReason = (typeof sessionEndReasons)[number];

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return (sessionEndReasons as readonly unknown[]).includes(value);
}
