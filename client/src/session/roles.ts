import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roles, type Role } from '../../../shared/limits';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups';
import type { Role as ApiRole } from '../gql/graphql';
import { useStoredUser } from './stored-user';

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

/** The name of each kind of account, as the users' type names read. */
export const roleLabels: Record<ApiRole, MessageDescriptor> = {
  ADMIN: msg`Administrador`,
  DOCTOR: msg`Doctor`,
  LABORATORY: msg`Laboratorio`,
  OFFICE_ADMIN: msg`Administrador de consultorio`,
  PATIENT: msg`Paciente`,
};

/** Who handle support requests (the server's support group). */
export const supportRoles: readonly Role[] = roleGroups.support;
/** Who see the Administración group and read its screens (/admin); only admins edit. */
export const administrationRoles: readonly Role[] = roleGroups.administration;

/** Who sees the control board (/control). */
export const controlBoardRoles: readonly Role[] = roleGroups.controlBoard;

export const hasRole = inRoleGroup;

/** Whether the signed-in user is an administrator: the one who changes what the Administración group shows. */
export function useIsAdmin(): boolean {
  return useStoredUser()?.type.slug === 'admin';
}
