import { describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../../client/src/session/stored-user.js';
import {
  isActive,
  isGroup,
  isGroupOpen,
  menuItems,
  type MenuGroup,
  type MenuItem,
} from '../../client/src/shell/layout/menu.js';
import { staffMenu } from '../../client/src/routing/staff-menu.js';

// The macro runs at build time in the client; here each title is its Spanish source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

const userOf = (slug: StoredUser['type']['slug'], id = '7'): StoredUser => ({
  id,
  name: 'Prueba',
  type: { slug },
  profile_completion_pending: false,
  token: 't',
  expires_at: Date.now() + 60_000,
});

const adminMenu = staffMenu(userOf('admin'), false);
const adminItems = menuItems(adminMenu);
const group = (action: string) =>
  adminMenu.main.find((entry) => isGroup(entry) && entry.action === action) as MenuGroup;
const titleOf = (item: MenuItem) => item.title.id;
/** The entries of a menu current on a path, by title. */
const currentOn = (path: string, items = adminItems) =>
  items.filter((item) => isActive(item, path, items)).map(titleOf);

describe('menú lateral: grupo abierto y entrada actual según la ruta', () => {
  it('/users/7/edit, /users/index y /users/pre-registrations abren Usuarios con el listado como actual', () => {
    const users = group('view-users');
    for (const path of ['/users/7/edit', '/users/index', '/users/7', '/users/pre-registrations', '/users']) {
      expect(isGroupOpen(users, path), path).toBe(true);
      expect(currentOn(path), path).toEqual(['Listado de usuarios']);
    }
  });

  it('/users/create abre Usuarios con Nuevo usuario (exact) como actual, no el listado', () => {
    expect(isGroupOpen(group('view-users'), '/users/create')).toBe(true);
    expect(currentOn('/users/create')).toEqual(['Nuevo usuario']);
  });

  it('/welcome-modals/index y /welcome-modals/create abren Modales de bienvenida, cada una su entrada', () => {
    const modals = group('view-wmodals');
    expect(isGroupOpen(modals, '/welcome-modals/index')).toBe(true);
    expect(isGroupOpen(modals, '/welcome-modals/create')).toBe(true);
    expect(isGroupOpen(modals, '/welcome-modals/4/edit')).toBe(true);
    expect(currentOn('/welcome-modals/index')).toEqual(['Listado de modales']);
    expect(currentOn('/welcome-modals/create')).toEqual(['Nuevo modal']);
    expect(currentOn('/welcome-modals/4/edit')).toEqual(['Listado de modales']);
  });

  it('una entrada con exact no es actual en las páginas debajo de ella', () => {
    const newService = group('view-services').items.find((item) => item.exact)!;
    expect(newService.path).toBe('/services/create');
    expect(isActive(newService, '/services/create')).toBe(true);
    expect(isActive(newService, '/services/create/')).toBe(true);
    expect(isActive(newService, '/services/3/edit')).toBe(false);
    expect(isActive(newService, '/services/index')).toBe(false);
  });

  it('un grupo no se abre en otra sección, aunque empiece igual', () => {
    expect(isGroupOpen(group('view-services'), '/slides/index')).toBe(false);
    expect(isGroupOpen(group('view-users'), '/profile')).toBe(false);
    expect(currentOn('/quality-indicators', menuItems(adminMenu))).toEqual(['Indicadores de calidad']);
    expect(currentOn('/quality-s/2/edit', menuItems(adminMenu))).toEqual(['Encuesta de calidad']);
  });

  it('las secciones sin grupo marcan su entrada en cualquiera de sus páginas', () => {
    expect(currentOn('/slides/3/edit')).toEqual(['Slides']);
    expect(currentOn('/slides/create')).toEqual(['Slides']);
    expect(currentOn('/notifications/5/edit')).toEqual(['Notificaciones']);
    expect(currentOn('/faq/index')).toEqual(['Preguntas frecuentes']);
    expect(currentOn('/courses/9/edit')).toEqual(['Cursos']);
    expect(currentOn('/virtuallab/patients/12/results')).toEqual(['Laboratorio virtual']);
    expect(currentOn('/ruta-que-no-existe')).toEqual([]);
  });

  it('el laboratorio virtual del doctor (/virtuallab/7) es actual en las páginas de sus pacientes, no en la lista de otro', () => {
    const items = menuItems(staffMenu(userOf('doctor', '7'), false));
    expect(currentOn('/virtuallab/7', items)).toEqual(['Laboratorio virtual']);
    expect(currentOn('/virtuallab/patients/40', items)).toEqual(['Laboratorio virtual']);
    expect(currentOn('/virtuallab/8', items)).toEqual([]);
    expect(currentOn('/profile', items)).toEqual(['Perfil']);
  });
});
