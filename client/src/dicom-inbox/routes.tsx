import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const DicomInboxPage = lazyNamed(() => import('./DicomInboxPage'), 'DicomInboxPage');

/** What the scanners sent, for study staff to assign. */
export const dicomInboxPages: StaffPages = {
  studyStaff: [page('/virtuallab/recibidos', <DicomInboxPage />, msg`Recibidos del equipo`)],
};
