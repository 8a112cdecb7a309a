import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyNamed } from '../shell/lazy';

// A door of the signed-in area (vite.config.ts): the staff route table it fetches lists every
// staff page, whose code and texts a first visit of a public page does not download.

let loaded: RouteObject[] | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the staff route table (staff-routes.tsx, about 3 KB brotli with its features' route
 * files, which sat in the entry every first visit downloads). The router renders with it from the
 * moment it arrives (useStaffRoutes).
 */
export function loadStaffRoutes(): Promise<RouteObject[]> {
  return import('./staff-routes').then(({ staffRoutes }) => {
    if (!loaded) {
      loaded = staffRoutes;
      for (const listener of listeners) listener();
    }
    return staffRoutes;
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The staff route table once it has arrived (loadStaffRoutes), else undefined. */
export const useStaffRoutes = () => useSyncExternalStore(subscribe, () => loaded);

/**
 * Stands in for the staff pages until their table has arrived: fetches it, waiting inside the
 * layout like any page's code (a failed fetch shows the page-load failure screen). The router
 * then renders the page the path names, behind its guard, with its title.
 */
const StaffRoutesLoading = lazyNamed(() => loadStaffRoutes().then(() => ({ StaffRoutesLoaded })), 'StaffRoutesLoaded');

/** Rendered for the moment between the table's arrival and the router's render with it. */
function StaffRoutesLoaded() {
  return null;
}

/** The signed-in area's route for the staff pages until their table has arrived: any path. */
export const staffRoutesLoadingRoute: RouteObject = { path: '*', element: <StaffRoutesLoading /> };
