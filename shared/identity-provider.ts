/** Where the sign-in through the identity provider starts, returns from the provider, and ends in the portal. */
export const identityProviderPaths = {
  /** The sign-in button's link; `?redirect=<path>` opens that portal path afterwards. */
  start: '/auth/oidc/start',
  /** The redirect URI registered at the provider. */
  callback: '/auth/oidc/callback',
  /**
   * Where the callback sends the browser: the login page, with `#code=` (and `?redirect=`) to
   * finish the sign-in, or `#error=` and `detail=` to tell why it was refused.
   */
  finish: '/login',
} as const;
