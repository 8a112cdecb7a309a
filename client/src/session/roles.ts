import { roles, type Role } from '../../../shared/limits';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups';
import type { Role as ApiRole } from '../gql/graphql';

/** The API's Role values and the stored slugs the portal works with (SPEC point 3's type.slug). */
const apiRoles = {
  admin: 'ADMIN',
  doctor: 'DOCTOR',
  laboratory: 'LABORATORY',
  'office-admin': 'OFFICE_ADMIN',
  patient: 'PATIENT',
} as const satisfies Record<Role, ApiRole>;

/** The API's value of a role. */
export const apiRoleOf = (role: Role): ApiRole => apiRoles[role];

/** The slug of a role the API answered. */
export const roleOf = (role: ApiRole): Role => roles.find((slug) => apiRoles[slug] === role)!;

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value);
}

/** Staff who upload, edit, hide and delete study results (the server's studyStaff). */
export const studyStaffRoles: readonly Role[] = roleGroups.studyStaff;

/** Who see the Administración group and read its screens (/admin); only admins edit. */
export const administrationRoles: readonly Role[] = roleGroups.administration;

/** Who sees the control board (/control). */
export const controlBoardRoles: readonly Role[] = roleGroups.controlBoard;

export const hasRole = inRoleGroup;
