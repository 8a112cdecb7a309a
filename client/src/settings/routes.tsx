import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const SettingsPage = lazyNamed(() => import('./SettingsPage'), 'SettingsPage');

/** The lab's settings, for the Administración group. */
export const settingsPages: StaffPages = { administration: [page('/admin', <SettingsPage />, msg`Ajustes`)] };
