import type { MessageDescriptor } from '@lingui/core';
import type { SvgIconComponent } from '@mui/icons-material';
import type { StoredUser } from '../../session/stored-user';

export type MenuItem = {
  title: MessageDescriptor;
  path: string;
  icon: SvgIconComponent;
  /** Current only on its own path (e.g. /users/create), never on the pages below it (SPEC point 3: menu item `exact`). */
  exact?: boolean;
  /** Marks the profile entry, which carries the "incomplete" alert. */
  isProfile?: boolean;
  /**
   * A hook giving how many things wait on the entry's page (shown as a badge; 0 or null: none),
   * with `label` saying what the number counts for a screen reader.
   */
  useCount?: () => { count: number | null; label: (count: number) => string };
};

/** A collapsible group of entries (SPEC point 2: view-services, view-wmodals, view-users). */
export type MenuGroup = { action: string; title: MessageDescriptor; icon: SvgIconComponent; items: MenuItem[] };
export type MenuEntry = MenuItem | MenuGroup;

export type Menu = { main: MenuEntry[]; administration: MenuItem[] };

/** The sidebar of a signed-in staff user; the composition says which entries each role gets. */
export type MenuOf = (user: StoredUser, demoMode: boolean) => Menu;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The second and third segments of a path ("/users/7/edit" → ["users", "7"]); a trailing slash aside. */
export function pathSegments(path: string): [string, string] {
  const parts = path.split('?')[0].split('/');
  return [parts[1] ?? '', parts[2] ?? ''];
}

/** A list's own page: its index, or the section alone (/notifications). */
const isListPage = (segment: string) => segment === '' || segment === 'index';

/**
 * Whether an entry is the current one. An entry marked `exact` is current only on its own path.
 * Any other entry is current on every page of its section (the second segment: /slides/3/edit →
 * Slides), unless another entry of the menu names the current path exactly (/users/create is
 * Nuevo usuario, not Listado de usuarios); an entry that names a page of its own besides the
 * list (/virtuallab/upload) needs the third segment to match as well.
 */
export function isActive(item: MenuItem, pathname: string, siblings: readonly MenuItem[] = []): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (item.path === path) return true;
  if (item.exact) return false;
  const [section, page] = pathSegments(path);
  const [itemSection, itemPage] = pathSegments(item.path);
  if (section !== itemSection) return false;
  if (!isListPage(itemPage) && itemPage !== page && !isRowPage(itemPage, page)) return false;
  return !siblings.some((other) => other !== item && other.path === path);
}

/** A doctor's own list (/virtuallab/7) covers the patient pages of the virtual lab. */
const isRowPage = (itemPage: string, page: string) => /^\d+$/.test(itemPage) && !/^\d+$/.test(page);

/**
 * A group opens when the current path is one of its sections' pages, by the second and third
 * segments: /users/7/edit and /users/index open Usuarios; /welcome-modals/create opens Modales de
 * bienvenida with Nuevo modal current, /welcome-modals/index with Listado de modales current.
 */
export function isGroupOpen(group: MenuGroup, pathname: string): boolean {
  return group.items.some((item) => isActive(item, pathname, group.items));
}

/** Every entry of a menu, the groups' included: what isActive compares an entry against. */
export function menuItems(menu: Menu): MenuItem[] {
  return [...menu.main, ...menu.administration].flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
}
