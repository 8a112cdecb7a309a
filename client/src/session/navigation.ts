/**
 * Lets code outside React (the Apollo link, the heartbeat) and code that must not change with
 * every navigation (a hook's callback) navigate through the router, which registers itself here
 * once created (routing/AppRouter.tsx).
 */
export type NavigateOptions = {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The new entry's state (useLocation().state). */
  state?: unknown;
  /**
   * Renders the new page before returning, not in a transition: for a session that ends, whose
   * page must be left before the stored user is forgotten (else its guard redirects first).
   */
  now?: boolean;
};

type Navigate = (to: string, options?: NavigateOptions) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigateImpl) navigateImpl(to, options);
  else window.location.assign(to);
}

export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
