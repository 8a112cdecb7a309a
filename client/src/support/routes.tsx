import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const SupportPage = lazyNamed(() => import('./SupportPages'), 'SupportPage');
const SupportRequestPage = lazyNamed(() => import('./SupportPages'), 'SupportRequestPage');
const NewSupportRequestPage = lazyNamed(() => import('./SupportPages'), 'NewSupportRequestPage');

const supportTitle = msg`Soporte`;

/**
 * Support (every staff role): the support staff (admin, laboratory, office-admin) handle every
 * request; a doctor sends their own and follows them. The server allows each operation by role.
 */
export const supportPages: StaffPages = {
  staff: [
    page('/soporte', <SupportPage />, supportTitle),
    page('/soporte/nueva', <NewSupportRequestPage />, supportTitle),
    page('/soporte/:id', <SupportRequestPage />, supportTitle),
  ],
};
