import type { Role as ApiRole } from '../gql/graphql';
import { roleOf } from './roles';
import type { StoredUser } from './stored-user';

/** A new session as the API answers it (login, completeIdentityProviderSignIn). */
export type OpenedSession = {
  token: string;
  expiresAt: string;
  user: { id: string; name: string; profileCompletionPending: boolean; type: { role: ApiRole } };
};

/** The stored user of a new session (SPEC point 3). */
export function storedUserOf({ token, expiresAt, user }: OpenedSession): StoredUser {
  return {
    id: user.id,
    name: user.name,
    type: { slug: roleOf(user.type.role) },
    profile_completion_pending: user.profileCompletionPending,
    token,
    expires_at: Date.parse(expiresAt),
  };
}
