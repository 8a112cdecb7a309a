import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { object } from 'yup';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { emailRule, passwordPairSchema } from '../../../shared/validation/profile.js';
import { assertUncommonPassword } from '../common/common-passwords.js';
import { AppError, badInput, validateInput } from '../common/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../common/passwords.js';
import { hashToken } from '../common/tokens.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import {
  loadUserView,
  openSessionFamily,
  renewSession,
  revokeUserSessions,
  type RefreshToken,
  type UserView,
} from '../users/index.js';
import { users } from '../users/users.tables.js';
import { passwordResets } from '../users/credentials.tables.js';
import { announceSessionsEnded } from '../events/session-events.js';
import { passwordResetJob } from './password-reset.job.js';

export type LoginResult = { token: string; expiresAt: Date; user: UserView } & RefreshToken;

/**
 * Signs in with email or username. Wrong identifier, wrong password and deactivated account
 * get the same answer, after the same amount of work. The language the request asks for becomes
 * the user's preferred locale (their emails' language).
 */
export async function login(
  deps: AppDeps,
  input: { identifier: string; password: string },
  meta: RequestMeta,
): Promise<LoginResult> {
  const identifier = (input.identifier ?? '').trim();
  if (!identifier) throw badInput('identifier', messages.loginIdentifierRequired);
  if (!input.password) throw badInput('password', messages.loginPasswordRequired);
  // Every attempt is counted before the password is checked; a correct one is given back.
  const attempt = { account: identifier, address: meta.ip };
  await deps.attempts.consume('login', attempt);

  const [user] = await deps.systemDb
    .select({ id: users.id, hash: users.passwordHash, status: users.status })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${identifier})`, sql`lower(${users.username}) = lower(${identifier})`))
    .orderBy(sql`lower(${users.email}) = lower(${identifier}) desc`)
    .limit(1);
  const passwordOk = await verifyPassword(user?.hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk || !user.status) throw new AppError('BAD_USER_INPUT', messages.invalidCredentials);
  await deps.attempts.forgive('login', attempt);
  const { sessionId: _sessionId, ...session } = await startSession(deps, user.id, meta);
  return session;
}

/**
 * Signs an account in, however it proved who it is (password, identity provider): a new session
 * with its refresh token (a new family), the last login, and the language the request asks for as
 * the user's preferred locale.
 */
export async function startSession(
  deps: AppDeps,
  userId: number,
  meta: RequestMeta,
): Promise<LoginResult & { sessionId: number }> {
  const session = await openSessionFamily(deps.systemDb, userId, deps.config.sessionTtlHours, meta);
  await deps.systemDb
    .update(users)
    .set({ lastLoginAt: new Date(), ...(meta.locale ? { preferredLocale: meta.locale } : {}) })
    .where(eq(users.id, userId));
  const view = await loadUserView(deps.systemDb, userId);
  return { ...session, user: view! };
}

export type RefreshedSession = { token: string; expiresAt: Date; user: UserView } & RefreshToken;

/**
 * Renews a phone's session with its refresh token: a new session token and the next refresh
 * token. A spent token used again ends its whole sign-in (sessions, refresh tokens, devices, open
 * sockets); that, an unknown or expired token, or a deactivated account answer UNAUTHENTICATED.
 */
export async function refreshSession(
  deps: AppDeps,
  input: { refreshToken: string },
  meta: RequestMeta,
): Promise<RefreshedSession> {
  const renewal = await renewSession(deps.systemDb, input.refreshToken ?? '', deps.config.sessionTtlHours, meta);
  if (renewal.outcome === 'reused') {
    await announceSessionsEnded(deps, { sessionIds: renewal.endedSessionIds });
    deps.log?.warn({ userId: renewal.userId }, 'a spent refresh token was used again: its sign-in ended');
  }
  if (renewal.outcome !== 'renewed') throw new AppError('UNAUTHENTICATED', portalMessages.refreshTokenInvalid);
  const user = await loadUserView(deps.systemDb, renewal.userId);
  const { token, expiresAt, refreshToken, refreshExpiresAt } = renewal;
  return { token, expiresAt, refreshToken, refreshExpiresAt, user: user! };
}

/**
 * Emails a single-use reset link when the address belongs to an active account. The answer is
 * the same either way and comes before the account is even looked up (the link is made and sent
 * by a job), so neither its words nor its timing tell which addresses are registered.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: { email: string },
  meta: RequestMeta,
): Promise<boolean> {
  const { email } = await validateInput(object({ email: emailRule() }), input);
  await deps.attempts.consume('forgot', { account: email, address: meta.ip });
  await deps.jobs.send(passwordResetJob, { email });
  return true;
}

/** The row of a reset or invitation link's token while it is unused and unexpired. */
const usableLink = (token: string | undefined) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token ?? '')),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );

/**
 * Whether a reset or invitation link can still set a password: the page asks when it opens, so a
 * used or expired link says so at once. The link is not spent and nothing about its account is
 * told; checks are counted per address, like the reset itself.
 */
export async function passwordLinkUsable(deps: AppDeps, input: { token: string }, meta: RequestMeta): Promise<boolean> {
  await deps.attempts.consume('resetCheck', { address: meta.ip });
  if (!input.token) return false;
  const [usable] = await deps.systemDb
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usableLink(input.token));
  return usable !== undefined;
}

/**
 * Sets a new password with a reset link; the link is spent and every open session ends. The link
 * is checked before the password is hashed, and attempts are counted per address, so bogus links
 * cost a lookup, never a hash.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string; passwordConfirmation: string },
  meta: RequestMeta,
): Promise<boolean> {
  const pair = await validateInput(passwordPairSchema, input);
  // Before the link is checked or spent: the user tries another password with the same link.
  assertUncommonPassword(pair.password);
  await deps.attempts.consume('reset', { address: meta.ip });
  const link = usableLink(input.token);
  const [usable] = await deps.systemDb.select({ id: passwordResets.id }).from(passwordResets).where(link);
  if (!usable) throw badInput('token', messages.resetLinkInvalid);
  const passwordHash = await hashPassword(pair.password);
  const userId = await deps.systemDb.transaction(async (tx) => {
    // Spent here, with the same conditions: of two requests with one link, only one sets a password.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, usable.id), link))
      .returning({ userId: passwordResets.userId });
    if (!spent) return undefined;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, spent.userId));
    return spent.userId;
  });
  if (userId === undefined) throw badInput('token', messages.resetLinkInvalid);
  await revokeUserSessions(deps.systemDb, userId);
  await announceSessionsEnded(deps, { userId });
  return true;
}
