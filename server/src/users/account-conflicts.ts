import { and, ne, sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import { uniqueViolation } from '../common/db-errors.js';
import { conflict } from '../common/errors.js';
import type { Caller } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { users } from './users.tables.js';

/** Spent before an answer tells someone that an email or username belongs to an account. */
export type AccountCheckBudget = () => Promise<void>;

/**
 * The budget of such answers for a signed-in user (common/attempt-limiter.ts 'accountCheck'), so
 * no form that checks for a taken email can be used to list who has an account. The system actor
 * (the demo seed) learns nothing it does not hold already: it has none.
 */
export function accountCheckBudget(deps: AppDeps, actor: Caller): AccountCheckBudget {
  if (actor.role === 'system') return async () => {};
  return () => deps.attempts.consume('accountCheck', { account: `user:${actor.userId}` });
}

type ConflictOptions = { recoveryHint?: boolean; budget?: AccountCheckBudget };

/**
 * CONFLICT on the email when another account has it (case aside). When that account is active
 * the message says the user can recover the password (SPEC point 5); someone editing their own
 * profile is only told the email is taken (`recoveryHint: false`). The answer spends `budget`.
 */
export async function assertEmailFree(
  db: Database,
  email: string,
  exceptUserId: number | null = null,
  options: ConflictOptions = {},
): Promise<void> {
  const [owner] = await db
    .select({ status: users.status })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = lower(${email})`, exceptUserId === null ? undefined : ne(users.id, exceptUserId)),
    );
  if (!owner) return;
  await options.budget?.();
  throw conflict(
    'email',
    owner.status && options.recoveryHint !== false ? messages.emailTakenActive : messages.emailTaken,
  );
}

export async function assertUsernameFree(
  db: Database,
  username: string | null,
  exceptUserId: number | null = null,
  options: ConflictOptions = {},
): Promise<void> {
  if (!username) return;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    );
  if (!owner) return;
  await options.budget?.();
  throw conflict('username', messages.usernameTaken);
}

/**
 * Runs a write that may lose a race for an email or username checked a moment before: the
 * unique index's refusal becomes the same CONFLICT the check would have given.
 */
export async function withAccountConflicts<T>(
  db: Database,
  account: { email: string; username?: string | null; exceptUserId?: number | null } & ConflictOptions,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_unique')
      await assertEmailFree(db, account.email, account.exceptUserId ?? null, account);
    if (constraint === 'users_username_unique')
      await assertUsernameFree(db, account.username ?? null, account.exceptUserId ?? null, account);
    throw error;
  }
}
