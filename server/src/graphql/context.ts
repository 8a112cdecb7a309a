import type { SessionEndReason } from '../../../shared/session-end.js';
import type { Actor } from '../common/actor.js';
import { unauthenticated } from '../common/errors.js';
import type { AppDeps, RequestMeta } from '../deps.js';

/** What every resolver receives: the services' dependencies, the actor and the request's origin. */
export type GqlContext = {
  deps: AppDeps;
  actor: Actor | null;
  /** Without an actor: why the token sent was refused, when the user must be told. */
  sessionEnded?: SessionEndReason | null;
  meta: RequestMeta;
};

/** The actor of a resolver whose access rule already requires a signed-in user. */
export function requireActor(context: GqlContext): Actor {
  if (!context.actor) throw unauthenticated(context.sessionEnded);
  return context.actor;
}
