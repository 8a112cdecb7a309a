import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { AppError } from './errors.js';

/** The signed-in user on whose behalf a service runs. */
export type Actor = {
  userId: number;
  role: Role;
  sessionId: number;
};

/** Who may call an operation: anyone, any signed-in user, or a set of roles. */
export type AccessRule = 'public' | 'authenticated' | readonly Role[];

export function isAllowed(rule: AccessRule, actor: Actor | null): boolean {
  if (rule === 'public') return true;
  if (!actor) return false;
  if (rule === 'authenticated') return true;
  return rule.includes(actor.role);
}

export function describeRule(rule: AccessRule): string {
  return typeof rule === 'string' ? rule : `roles: ${[...rule].sort().join(', ')}`;
}

/**
 * A service's own check of who calls it (beside the operation's @Access rule, so a service
 * called from elsewhere, a REST route or a job, is no less guarded): FORBIDDEN otherwise.
 */
export function requireRole(actor: Actor, group: readonly Role[]): Actor {
  if (!group.includes(actor.role)) throw new AppError('FORBIDDEN', messages.forbidden);
  return actor;
}
