import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const PanelPage = lazyNamed(() => import('./PanelPage'), 'PanelPage');

/** The administrator's panel. */
export const panelPages: StaffPages = { admin: [page('/panel', <PanelPage />, msg`Panel`)] };
