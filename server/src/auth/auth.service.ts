import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { object } from 'yup';
import { messages } from '../../../shared/messages.js';
import { emailRule, passwordPairSchema } from '../../../shared/validation/profile.js';
import type { Actor } from '../common/actor.js';
import { AppError, badInput, validateInput } from '../common/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../common/passwords.js';
import { hashToken, newToken } from '../common/tokens.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { renderEmail } from '../mail/layout.js';
import { loadUserView, type UserView } from '../users/user-view.js';
import { users } from '../users/users.tables.js';
import { passwordResets } from './auth.tables.js';
import { announceSessionsEnded } from './session-events.js';
import { openSession, revokeSession, revokeUserSessions } from './sessions.js';

export type LoginResult = { token: string; expiresAt: Date; user: UserView };

/**
 * Signs in with email or username. Wrong identifier, wrong password and deactivated account
 * get the same answer, after the same amount of work.
 */
export async function login(
  deps: AppDeps,
  input: { identifier: string; password: string },
  meta: RequestMeta,
): Promise<LoginResult> {
  const identifier = (input.identifier ?? '').trim();
  if (!identifier) throw badInput('identifier', messages.loginIdentifierRequired);
  if (!input.password) throw badInput('password', messages.loginPasswordRequired);
  await deps.attempts.consume('login', identifier, meta.ip);

  const [user] = await deps.db
    .select({ id: users.id, hash: users.passwordHash, status: users.status })
    .from(users)
    .where(or(sql`lower(${users.email}) = lower(${identifier})`, sql`lower(${users.username}) = lower(${identifier})`))
    .orderBy(sql`lower(${users.email}) = lower(${identifier}) desc`)
    .limit(1);
  const passwordOk = await verifyPassword(user?.hash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk || !user.status) throw new AppError('BAD_USER_INPUT', messages.invalidCredentials);

  const session = await openSession(deps.db, user.id, deps.config.sessionTtlHours, meta);
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const view = await loadUserView(deps.db, user.id);
  return { ...session, user: view! };
}

export async function logout(deps: AppDeps, actor: Actor): Promise<boolean> {
  await revokeSession(deps.db, actor.sessionId);
  await announceSessionsEnded(deps, { sessionId: actor.sessionId });
  return true;
}

/**
 * Emails a single-use reset link when the address belongs to an active account. The answer is
 * the same either way, so nobody learns which addresses are registered.
 */
export async function requestPasswordReset(deps: AppDeps, input: { email: string }, meta: RequestMeta): Promise<boolean> {
  const { email } = await validateInput(object({ email: emailRule() }), input);
  await deps.attempts.consume('forgot', email, meta.ip);
  const [user] = await deps.db.select({ id: users.id, name: users.name, status: users.status }).from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user?.status) return true;

  const token = newToken();
  await deps.db.transaction(async (tx) => {
    // A new link replaces any earlier one still unused.
    await tx.update(passwordResets).set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + deps.config.resetTokenTtlMinutes * 60_000),
    });
  });
  const url = `${deps.config.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: email,
    subject: 'Restablece tu contraseña',
    ...renderEmail({
      greeting: `Hola, ${user.name}:`,
      paragraphs: [
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta del portal.',
        `El enlace es válido por ${deps.config.resetTokenTtlMinutes} minutos y solo puede usarse una vez.`,
        'Si no solicitaste este cambio, ignora este correo: tu contraseña no cambiará.',
      ],
      action: { label: 'Restablecer contraseña', url },
    }),
  });
  return true;
}

/** Sets a new password with a reset link; the link is spent and every open session ends. */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string; passwordConfirmation: string },
): Promise<boolean> {
  const pair = await validateInput(passwordPairSchema, input);
  const passwordHash = await hashPassword(pair.password);
  const userId = await deps.db.transaction(async (tx) => {
    const [spent] = await tx.update(passwordResets).set({ usedAt: new Date() })
      .where(and(
        eq(passwordResets.tokenHash, hashToken(input.token ?? '')),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ))
      .returning({ userId: passwordResets.userId });
    if (!spent) return undefined;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, spent.userId));
    return spent.userId;
  });
  if (userId === undefined) throw badInput('token', messages.resetLinkInvalid);
  await revokeUserSessions(deps.db, userId);
  await announceSessionsEnded(deps, { userId });
  return true;
}
