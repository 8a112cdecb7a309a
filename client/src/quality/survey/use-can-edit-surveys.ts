import { hasRole } from '../../session/roles';
import { useStoredUser } from '../../session/stored-user';
import { roleGroups } from '../../../../shared/role-groups';

/** Whether the signed-in user edits the surveys (admin); laboratory and office administrators only read them. */
export function useCanEditSurveys(): boolean {
  return hasRole(useStoredUser()?.type.slug, roleGroups.admin);
}
