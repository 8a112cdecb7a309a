import type { Actor } from '../common/actor.js';
import { forbidden } from '../common/errors.js';

/**
 * User administration is for admins only. The resolvers declare it; the services check it again
 * because seeds, jobs and tests call them directly.
 */
export function requireAdmin(actor: Actor): void {
  if (actor.role !== 'admin') throw forbidden();
}
