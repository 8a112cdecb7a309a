import type { Transaction } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { renderEmail } from '../mail/layout.js';
import { invitationDays, invitationTtlMs } from '../users/account-invitation.js';
import { issuePasswordLink } from '../users/password-links.js';

type NewPatient = { id: number; name: string; email: string; username: string; doctorName: string };

/**
 * Emails a new patient a link to set their password, made like a password-recovery link (a
 * single-use token, opened on /session/reset-password). Runs inside the transaction that
 * creates the patient, so a failed email leaves no patient behind.
 */
export async function sendPatientInvitation(deps: AppDeps, tx: Transaction, patient: NewPatient): Promise<void> {
  const url = await issuePasswordLink(deps, tx, patient.id, invitationTtlMs);
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
