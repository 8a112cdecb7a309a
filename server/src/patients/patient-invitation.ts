import type { AppDeps } from '../deps.js';
import { hashToken, newToken } from '../common/tokens.js';
import { renderEmail } from '../mail/layout.js';
import { passwordResets } from '../auth/auth.tables.js';
import type { Database } from '../db/client.js';

/** A new patient has a week to open the invitation (a recovery link lasts minutes). */
export const invitationDays = 7;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type NewPatient = { id: number; name: string; email: string; username: string; doctorName: string };

/**
 * Emails a new patient a link to set their password, made like a password-recovery link (a
 * single-use token in password_resets, opened on /session/reset-password). Runs inside the
 * transaction that creates the patient, so a failed email leaves no patient behind.
 */
export async function sendPatientInvitation(deps: AppDeps, tx: Transaction, patient: NewPatient): Promise<void> {
  const token = newToken();
  await tx.insert(passwordResets).values({
    userId: patient.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + invitationDays * 86_400_000),
  });
  const url = `${deps.config.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: patient.email,
    subject: 'Tu cuenta del laboratorio virtual',
    ...renderEmail({
      greeting: `Hola, ${patient.name}:`,
      paragraphs: [
        `Te registramos en el laboratorio virtual como paciente de ${patient.doctorName}.`,
        'Con tu cuenta podrás consultar tus estudios y resultados en la aplicación móvil y escribirnos por chat.',
        `Para entrar, primero crea tu contraseña con el enlace de este correo. Es válido por ${invitationDays} días y solo puede usarse una vez.`,
        `Después inicia sesión en la aplicación con tu correo (${patient.email}) o con tu usuario (${patient.username}).`,
        'Si el enlace expiró, pide uno nuevo con «¿Olvidaste tu contraseña?» en la pantalla de inicio de sesión.',
      ],
      action: { label: 'Crear mi contraseña', url },
    }),
  });
}
