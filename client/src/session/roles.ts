import { roles, type Role } from '../../../shared/limits';

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** Staff who upload, edit, hide and delete study results (the server's studyStaff). */
export const studyStaffRoles: readonly Role[] = ['admin', 'office-admin', 'laboratory'];

/** Who sees the control board (/control). */
export const controlBoardRoles: readonly Role[] = ['admin', 'laboratory', 'doctor'];

export const hasRole = (slug: string | undefined, allowed: readonly Role[]) =>
  slug !== undefined && (allowed as readonly string[]).includes(slug);
