import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const FaqsListPage = lazyNamed(() => import('./FaqsListPage'), 'FaqsListPage');
const NewFaqPage = lazyNamed(() => import('./FaqFormPage'), 'NewFaqPage');
const EditFaqPage = lazyNamed(() => import('./FaqFormPage'), 'EditFaqPage');

const faqTitle = msg`Preguntas frecuentes`;

/** The FAQ of the patients' app: the admin edits it; the whole Administración group reads its list. */
export const faqPages: StaffPages = {
  administration: [
    { path: '/faq', element: <Navigate to="/faq/index" replace /> },
    page('/faq/index', <FaqsListPage />, faqTitle),
  ],
  admin: [
    page('/faq/create', <NewFaqPage />, faqTitle),
    { path: '/faq/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/faq/:id/edit', <EditFaqPage />, faqTitle),
    page('/faq/:id/:action', <NotFoundPage />, faqTitle),
  ],
};
