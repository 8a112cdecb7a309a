import type { AppDeps } from '../deps.js';
import { hashToken, newToken } from '../common/tokens.js';
import { translator } from '../common/translations.js';
import { invitationTexts } from '../mail/invitation-texts.js';
import { renderEmail } from '../mail/layout.js';
import { passwordResets } from '../auth/auth.tables.js';
import type { Database } from '../db/client.js';

/** A new patient has a week to open the invitation (a recovery link lasts minutes). */
export const invitationDays = 7;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type NewPatient = { id: number; name: string; email: string; username: string; doctorName: string; preferredLocale: string };

const texts = {
  subject: /*i18n*/ 'Tu cuenta del laboratorio virtual',
  registered: /*i18n*/ 'Te registramos en el laboratorio virtual como paciente de {doctor}.',
  whatFor: /*i18n*/ 'Con tu cuenta podrás consultar tus estudios y resultados en la aplicación móvil y escribirnos por chat.',
  signIn: /*i18n*/ 'Después inicia sesión en la aplicación con tu correo ({email}) o con tu usuario ({username}).',
};

/**
 * Emails a new patient a link to set their password, made like a password-recovery link (a
 * single-use token in password_resets, opened on /session/reset-password), in the patient's
 * locale (Spanish for a new account). Runs inside the transaction that creates the patient, so a
 * failed email leaves no patient behind.
 */
export async function sendPatientInvitation(deps: AppDeps, tx: Transaction, patient: NewPatient): Promise<void> {
  const token = newToken();
  await tx.insert(passwordResets).values({
    userId: patient.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + invitationDays * 86_400_000),
  });
  const url = `${deps.config.publicUrl}/session/reset-password?token=${encodeURIComponent(token)}`;
  const tr = translator(patient.preferredLocale);
  await deps.mailer.send({
    to: patient.email,
    ...renderEmail(tr, {
      name: patient.name,
      subject: tr.t(texts.subject),
      paragraphs: [
        tr.t(texts.registered, { doctor: patient.doctorName }),
        tr.t(texts.whatFor),
        tr.t(invitationTexts.createPassword, { days: invitationDays }),
        tr.t(texts.signIn, { email: patient.email, username: patient.username }),
        tr.t(invitationTexts.linkExpired),
      ],
      action: { label: tr.t(invitationTexts.action), url },
    }),
  });
}
