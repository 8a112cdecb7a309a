import type { Role } from '../../../shared/limits.js';

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
