import { useStoredUser } from '../../session/stored-user';
import { inRoleGroup, roleGroups } from '../../../../shared/role-groups';

/** Whether the signed-in user edits the surveys (admin); laboratory and office administrators only read them. */
export function useCanEditSurveys(): boolean {
  return inRoleGroup(useStoredUser()?.type.slug, roleGroups.admin);
}
