import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_createBrowserHistory, matchRoutes, Router, useLocation, useRoutes } from 'react-router-dom';
import { registerNavigator } from '../session/navigation';
import { RenderFailedBoundary } from '../shell/RenderFailedBoundary';
import { RouteMatchesContext } from '../shell/route-matches';
import { routesWith } from './router';
import { useStaffRoutes } from './staff-route-table';

/**
 * The browser's history, one for the portal. The router renders from it declaratively (useRoutes)
 * rather than as a data router (createBrowserRouter): the portal loads no route data, and the data
 * router's code was about 8 KB brotli of every first visit.
 */
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

/** Set while a navigation must render at once (navigateTo's `now`). */
let urgent = false;

registerNavigator((to, options) => {
  const go = () => (options?.replace ? history.replace(to, options.state) : history.push(to, options?.state));
  if (!options?.now) return go();
  urgent = true;
  try {
    flushSync(go);
  } finally {
    urgent = false;
  }
});

/**
 * The routed portal. A navigation renders in a transition: the page on screen stays until the next
 * one's code has arrived, as the data router did. The routes the URL matches (their titles, their
 * params) are given to every page (shell/route-matches.ts).
 */
export function AppRouter() {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (urgent) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <RoutedPage />
    </Router>
  );
}

function RoutedPage() {
  const location = useLocation();
  const staffRoutes = useStaffRoutes();
  const routes = useMemo(() => routesWith(staffRoutes), [staffRoutes]);
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const page = useRoutes(routes, location);
  return (
    <RouteMatchesContext.Provider value={matches}>
      <RenderFailedBoundary resetKey={location.pathname}>{page}</RenderFailedBoundary>
    </RouteMatchesContext.Provider>
  );
}
