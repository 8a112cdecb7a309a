import type { MessageDescriptor } from '@lingui/core';
import type { SvgIconComponent } from '@mui/icons-material';
import type { StoredUser } from '../../session/stored-user';

export type MenuItem = {
  title: MessageDescriptor;
  path: string;
  icon: SvgIconComponent;
  /** Marks the profile entry, which carries the "incomplete" alert. */
  isProfile?: boolean;
};

/** A collapsible group of entries (SPEC point 2: view-services, view-wmodals, view-users). */
export type MenuGroup = { action: string; title: MessageDescriptor; icon: SvgIconComponent; items: MenuItem[] };
export type MenuEntry = MenuItem | MenuGroup;

export type Menu = { main: MenuEntry[]; administration: MenuItem[] };

/** The sidebar of a signed-in staff user; the composition says which entries each role gets. */
export type MenuOf = (user: StoredUser, demoMode: boolean) => Menu;

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

const section = (path: string) => path.split('/')[1] ?? '';

/** An entry is current when the first path segment matches (e.g. /slides/3/edit → Slides). */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.path.endsWith('/create') || pathname.endsWith('/create')) return item.path === pathname;
  return section(item.path) === section(pathname);
}

/** A group opens when the current path is in its section (e.g. /users/7/edit opens Usuarios). */
export function isGroupOpen(group: MenuGroup, pathname: string): boolean {
  return group.items.some((item) => section(item.path) === section(pathname));
}
