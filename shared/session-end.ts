/**
 * Why a session that the client still holds was refused, when the user should be told
 * (`extensions.reason` of an UNAUTHENTICATED error in GraphQL, `reason` of a REST 401): an
 * administrator deactivated the account. Other ends (signed out, expired) carry no reason.
 */
export const sessionEndReasons = {
  ACCOUNT_DEACTIVATED: 'An administrator deactivated the account: it cannot sign in until reactivated.',
} as const;

export type SessionEndReason = keyof typeof sessionEndReasons;

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return typeof value === 'string' && Object.hasOwn(sessionEndReasons, value);
}
