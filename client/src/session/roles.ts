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

/** The name of each kind of account, as the users' type names read. */
export const roleLabels: Record<ApiRole, MessageDescriptor> = {
  ADMIN: msg`Administrador`,
  DOCTOR: msg`Doctor`,
  LABORATORY: msg`Laboratorio`,
  OFFICE_ADMIN: msg`Administrador de consultorio`,
  PATIENT: msg`Paciente`,
};

/**
 * Whether the signed-in user is an administrator (roleGroups.admin): the one who changes what the
 * Administración group shows and reads who opened a study.
 */
export function useIsAdmin(): boolean {
  return inRoleGroup(useStoredUser()?.type.slug, roleGroups.admin);
}
