import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../common/tokens.js';
import { defineJob } from '../jobs/index.js';
import { passwordResets } from '../users/credentials.tables.js';
import { users } from '../users/users.tables.js';
import { passwordResetMail } from './password-reset-mail.js';

/**
 * Makes a reset link and emails it, when the address belongs to an active account. A repeated run
 * (the instance died before the job was marked done) makes a new link that replaces the first, so
 * the user never holds two working links; only a crash after the mail server accepted the message
 * can send it twice.
 */
export const passwordResetJob = defineJob<{ email: string }>({
  name: 'mail.password-reset',
  title: /*i18n*/ 'Correo para restablecer la contraseña',
  async run(deps, { email }) {
    const [user] = await deps.systemDb
      .select({ id: users.id, name: users.name, status: users.status, preferredLocale: users.preferredLocale })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (!user?.status) return;

    const token = newToken();
    await deps.systemDb.transaction(async (tx) => {
      // A new link replaces any earlier one still unused.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + deps.config.resetTokenTtlMinutes * 60_000),
      });
    });
    const url = `${deps.config.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(passwordResetMail({ ...user, email }, { url, minutes: deps.config.resetTokenTtlMinutes }));
  },
});
