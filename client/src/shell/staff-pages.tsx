import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyNamed } from './lazy';
import type { RouteHandle } from './route-handle';

// A door of the signed-in area (vite.config.ts), like each feature's routes.tsx.
/** The staff portal's "page not found", for a feature's paths that name no page of it. */
export const NotFoundPage = lazyNamed(() => import('./NotFoundPage'), 'NotFoundPage');

/** A staff page: its path, what it renders and the title shown in the title bar. */
export function page(path: string, element: ReactNode, title: MessageDescriptor): RouteObject {
  const handle: RouteHandle = { title };
  return { path, element, handle };
}

/**
 * A feature's staff pages, by the guard they sit behind (routing/guards.tsx): any staff role,
 * study staff, the control board's roles, the Administración group's roles, or admins only.
 * The staff route table (routing/staff-routes.tsx) folds every feature's pages into its guards.
 */
export type StaffPages = {
  staff?: RouteObject[];
  studyStaff?: RouteObject[];
  controlBoard?: RouteObject[];
  administration?: RouteObject[];
  admin?: RouteObject[];
};
