import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const SlidesListPage = lazyNamed(() => import('./SlidesListPage'), 'SlidesListPage');
const NewSlidePage = lazyNamed(() => import('./SlideFormPage'), 'NewSlidePage');
const EditSlidePage = lazyNamed(() => import('./SlideFormPage'), 'EditSlidePage');

const slidesTitle = msg`Slides`;

/** The slides of the app's carousel (admin). */
export const slidePages: StaffPages = {
  admin: [
    { path: '/slides', element: <Navigate to="/slides/index" replace /> },
    page('/slides/index', <SlidesListPage />, slidesTitle),
    page('/slides/create', <NewSlidePage />, slidesTitle),
    { path: '/slides/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/slides/:id/edit', <EditSlidePage />, slidesTitle),
    page('/slides/:id/:action', <NotFoundPage />, slidesTitle),
  ],
};
