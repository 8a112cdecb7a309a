import { hasRole, studyStaffRoles } from '../../session/roles';
import { useStoredUser } from '../../session/stored-user';

/** Whether the user uploads, edits, hides and deletes studies (admin, office-admin, laboratory). */
export function useIsStudyStaff(): boolean {
  return hasRole(useStoredUser()?.type.slug, studyStaffRoles);
}
