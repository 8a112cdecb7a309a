import { msg } from '@lingui/core/macro';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy';
import { NotFoundPage, page, type StaffPages } from '../../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const RecipesListPage = lazyNamed(() => import('./RecipesListPage'), 'RecipesListPage');
const NewRecipePage = lazyNamed(() => import('./RecipeFormPage'), 'NewRecipePage');
const EditRecipePage = lazyNamed(() => import('./RecipeFormPage'), 'EditRecipePage');

const recipesTitle = msg`Recetario`;

/** The recipe book (Recetario) of the patients' app (admin). */
export const recipePages: StaffPages = {
  admin: [
    { path: '/cookbook', element: <Navigate to="/cookbook/index" replace /> },
    page('/cookbook/index', <RecipesListPage />, recipesTitle),
    page('/cookbook/create', <NewRecipePage />, recipesTitle),
    { path: '/cookbook/:id', element: <Navigate to="edit" relative="path" replace /> },
    page('/cookbook/:id/edit', <EditRecipePage />, recipesTitle),
    page('/cookbook/:id/:action', <NotFoundPage />, recipesTitle),
  ],
};
