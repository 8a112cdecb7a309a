import type { StoredUser } from '../../session/stored-user';
import type { MenuEntry, MenuItem } from './menu';

/** A sidebar of the staff portal: each staff role's, and the administrator's in demo mode (SPEC point 6). */
export type MenuSlot = 'admin' | 'admin-demo' | 'doctor' | 'laboratory' | 'office-admin';

/**
 * Where a feature's entry sits: its position in the main list of each sidebar that shows it
 * (absent: not shown), or in the Administración group, which the administrator (outside demo
 * mode), laboratory and office administrators see. The staff menu (routing/staff-menu.ts) folds
 * every feature's placements.
 */
export type MenuPlacement =
  | { entry: MenuEntry | ((user: StoredUser) => MenuEntry); main: Partial<Record<MenuSlot, number>> }
  | { entry: MenuItem; administration: number };
