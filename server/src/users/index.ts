/** Accounts, their administration, pre-registration and the welcome tour: what users offer the app. */
import type { Feature } from '../feature.js';
import { accountExistsJob } from './account-exists.job.js';
import { accountInvitationJob } from './account-invitation.job.js';
import { preRegistrationRejectionJob } from './pre-registration-rejection.job.js';
import { PreRegistrationResolver } from './pre-registration.resolver.js';
import { UsersAdminResolver } from './users-admin.resolver.js';
import { UsersResolver } from './users.resolver.js';
import { WelcomeTourResolver } from './welcome-tour.resolver.js';

export { accountCheckBudget, assertEmailFree } from './account-conflicts.js';
export type { AccountDeactivationStep } from './account-deactivation.js';
export type { AccountDeletionStep } from './account-deletion.js';
export { invitationDays, invitationTtlMs } from './account-invitation.js';
export { issuePasswordLink } from './password-links.js';
export { openSessionFamily, refreshTokenTtlDays, renewSession, type RefreshToken } from './refresh-tokens.js';
export { endSessionFamily, familyOfSession } from './session-families.js';
export { preferredLocaleOf } from './preferred-locale.js';
export {
  openSession,
  resolveSession,
  resolveSessionById,
  revokeSession,
  revokeUserSessions,
  sessionEndReason,
  sessionExpiresAt,
  sessionStillOpen,
  tokenOwnerLocale,
} from './sessions.js';
export { createUserAccount } from './user-admin.service.js';
export { userSearchCondition } from './user-search.js';
export { loadUserView } from './user-view.js';
export type { UserView } from './user-view.js';
export { UserGql } from './users.types.js';

export const usersFeature: Feature = {
  name: 'users',
  resolvers: [UsersResolver, WelcomeTourResolver, UsersAdminResolver, PreRegistrationResolver],
  jobKinds: [accountInvitationJob, preRegistrationRejectionJob, accountExistsJob],
};
