import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';
import { backgroundJobsPath } from './background-jobs/background-jobs-path';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const SettingsPage = lazyNamed(() => import('./SettingsPage'), 'SettingsPage');
const BackgroundJobsPage = lazyNamed(() => import('./background-jobs/BackgroundJobsPage'), 'BackgroundJobsPage');

/** The lab's settings, for the Administración group; under them, the job runner's screen for admins. */
export const settingsPages: StaffPages = {
  administration: [page('/admin', <SettingsPage />, msg`Ajustes`)],
  admin: [page(backgroundJobsPath, <BackgroundJobsPage />, msg`Tareas en segundo plano`)],
};
