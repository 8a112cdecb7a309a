import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const AccessLogPage = lazyNamed(() => import('./AccessLogPage'), 'AccessLogPage');

/** The clinical access log (admin: it holds clinical data). */
export const accessLogPages: StaffPages = {
  admin: [page('/access-log', <AccessLogPage />, msg`Registro de accesos`)],
};
