import type { Role } from '../../../shared/limits.js';
import { forbidden } from './errors.js';

/** The signed-in user on whose behalf a service runs. */
export type Actor = {
  userId: number;
  role: Role;
  sessionId: number;
};

/**
 * The server itself, acting for no user: the demo seed and the scheduled jobs (storage sweep,
 * payment confirmation). It has no account, session or user id; a service it may call says so
 * in its role check, like for any other caller (`withSystem`).
 */
export type SystemActor = { readonly role: 'system'; readonly name: string };

/** The one system actor: seeds and jobs run as it. */
export const systemActor: SystemActor = Object.freeze({ role: 'system', name: 'sistema' });

/** Whoever a service runs for: a signed-in user or the system actor. */
export type Caller = Actor | SystemActor;
export type CallerRole = Caller['role'];

/** The system actor alone: scheduled work no user starts. */
export const systemOnly: readonly CallerRole[] = ['system'];

/** A role group (shared/role-groups.ts) that the system actor joins: what seeds and jobs may do too. */
export const withSystem = (group: readonly Role[]): readonly CallerRole[] => [...group, 'system'];

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
 * called from elsewhere, a REST route, a seed or a job, is no less guarded): FORBIDDEN otherwise.
 */
export function requireRole<C extends Caller>(actor: C, group: readonly CallerRole[]): C {
  if (!group.includes(actor.role)) throw forbidden();
  return actor;
}
