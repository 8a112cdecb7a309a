import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { scopedDb } from '../access/index.js';
import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { announceSessionsEnded } from '../events/session-events.js';
import { endSessionFamily, revokeUserSessions } from '../users/index.js';
import { providerConfiguration } from './identity-provider-client.js';
import { identityProviderSessions } from './identity-provider.tables.js';

/**
 * Ends the actor's own sign-in, here and on every other instance: the session, the others renewed
 * from it, its refresh token and the push devices it registered (the phone gets no more pushes).
 */
export async function logout(deps: AppDeps, actor: Actor): Promise<boolean> {
  const scoped = scopedDb(deps, actor);
  const ended = await endSessionFamily(scoped.db, actor.sessionId);
  await announceSessionsEnded(deps, { sessionIds: ended.length > 0 ? ended : [actor.sessionId] });
  return true;
}

/**
 * "Cerrar sesión en todos los dispositivos": ends every other sign-in of the actor (sessions,
 * refresh tokens, push devices, open sockets) on every instance; the actor's own stays open.
 */
export async function logoutAllDevices(deps: AppDeps, actor: Actor): Promise<boolean> {
  const scoped = scopedDb(deps, actor);
  await revokeUserSessions(scoped.db, actor.userId, { except: actor.sessionId });
  await announceSessionsEnded(deps, { userId: actor.userId, exceptSessionId: actor.sessionId });
  return true;
}

/**
 * Ends the session like logout. For a session opened through the provider, answers the provider's
 * end-session URL (RP-initiated logout back to /login) when it advertises one; null otherwise, or
 * when the provider cannot be reached (the portal's session is ended all the same).
 */
export async function logoutWithIdentityProvider(deps: AppDeps, actor: Actor): Promise<string | null> {
  const scoped = scopedDb(deps, actor);
  const [providerSession] = await scoped.db
    .delete(identityProviderSessions)
    .where(eq(identityProviderSessions.sessionId, actor.sessionId))
    .returning();
  await logout(deps, actor);
  const provider = deps.config.identityProvider;
  if (!providerSession || !provider) return null;
  try {
    const configuration = await providerConfiguration(deps.config, provider);
    if (!configuration.serverMetadata().end_session_endpoint) return null;
    return oidc.buildEndSessionUrl(configuration, {
      id_token_hint: providerSession.idToken,
      post_logout_redirect_uri: `${deps.config.publicUrl}/login`,
    }).href;
  } catch (error) {
    deps.log?.warn({ err: error }, 'identity provider unreachable at logout; the portal session ended');
    return null;
  }
}
