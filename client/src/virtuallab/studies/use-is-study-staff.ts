import { inRoleGroup, roleGroups } from '../../../../shared/role-groups';
import { useStoredUser } from '../../session/stored-user';

/** Whether the user uploads, edits, hides and deletes studies (admin, office-admin, laboratory). */
export function useIsStudyStaff(): boolean {
  return inRoleGroup(useStoredUser()?.type.slug, roleGroups.studyStaff);
}
