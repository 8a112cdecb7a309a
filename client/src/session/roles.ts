import { roles, type Role } from '../../../shared/limits';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups';

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** Staff who upload, edit, hide and delete study results (the server's studyStaff). */
export const studyStaffRoles: readonly Role[] = roleGroups.studyStaff;

/** Who sees the control board (/control). */
export const controlBoardRoles: readonly Role[] = roleGroups.controlBoard;

export const hasRole = inRoleGroup;
