import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router-dom';

/** The routes the current URL matches, outermost first: provided by the router (routing/AppRouter.tsx). */
export const RouteMatchesContext = createContext<RouteMatch[]>([]);

/** The routes the current URL matches, outermost first, each with its params and its route's handle. */
export const useRouteMatches = () => useContext(RouteMatchesContext);
