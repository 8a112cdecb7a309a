import { msg } from '@lingui/core/macro';
import { lazyNamed } from '../shell/lazy';
import { page, type StaffPages } from '../shell/staff-pages';

// A door of the signed-in area (vite.config.ts): these pages load inside the staff portal.
const UsersListPage = lazyNamed(() => import('./UsersListPage'), 'UsersListPage');
const NewUserPage = lazyNamed(() => import('./UserFormPage'), 'NewUserPage');
const EditUserPage = lazyNamed(() => import('./UserFormPage'), 'EditUserPage');
const UserDetailPage = lazyNamed(() => import('./UserDetailPage'), 'UserDetailPage');
const PreRegistrationsPage = lazyNamed(() => import('./PreRegistrationsPage'), 'PreRegistrationsPage');

const usersTitle = msg`Usuarios`;

/** User administration (admin): list, form, detail and the review of doctor pre-registrations. */
export const userPages: StaffPages = {
  admin: [
    page('/users', <UsersListPage />, usersTitle),
    page('/users/index', <UsersListPage />, usersTitle),
    page('/users/create', <NewUserPage />, usersTitle),
    page('/users/pre-registrations', <PreRegistrationsPage />, msg`Pre-registros de doctores`),
    page('/users/:id', <UserDetailPage />, usersTitle),
    page('/users/:id/:action', <EditUserPage />, usersTitle),
  ],
};
