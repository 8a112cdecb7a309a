import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { renderEmail } from '../mail/layout.js';
import type { Mail } from '../mail/mailer.js';
import { issuePasswordLink } from './password-links.js';

export type InvitedAccount = { id: number; name: string; email: string };
export type InvitationContent = { subject: string; intro: string[]; inApp?: boolean };

/** A new account (a patient included) has a week to open its invitation; a recovery link lasts minutes. */
export const invitationDays = 7;
export const invitationTtlMs = invitationDays * 86_400_000;

/**
 * Emails a new account a link to set its password (a single-use password-reset token). `db` is
 * the transaction that creates the account, so a failed email leaves no account behind.
 */
export async function sendAccountInvitation(deps: AppDeps, db: Database, account: InvitedAccount, content: InvitationContent): Promise<void> {
  const url = await issuePasswordLink(deps, db, account.id, invitationTtlMs);
  await deps.mailer.send(invitationMail(deps, account, url, content));
}

/** The invitation email with its link; patients (`inApp`) then sign in in the mobile app. */
export function invitationMail(deps: AppDeps, account: InvitedAccount, url: string, content: InvitationContent): Mail {
  const where = content.inApp ? 'en la aplicación móvil' : `en ${deps.config.publicUrl}/login`;
  return {
    to: account.email,
    subject: content.subject,
    ...renderEmail({
      greeting: `Hola, ${account.name}:`,
      paragraphs: [
        ...content.intro,
        `Para entrar, primero crea tu contraseña con el enlace de este correo. Es válido por ${invitationDays} días y solo puede usarse una vez.`,
        `Después inicia sesión ${where} con tu correo (${account.email}).`,
        'Si el enlace expiró, pide uno nuevo con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.',
      ],
      action: { label: 'Crear mi contraseña', url },
    }),
  };
}
