import type { MessageDescriptor } from '@lingui/core';
import { useRouteMatches } from './route-matches';

/** Data attached to a route: the page title shown in the title bar and the document title. */
export type RouteHandle = { title: MessageDescriptor };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): MessageDescriptor | null {
  const matches = useRouteMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as unknown;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
