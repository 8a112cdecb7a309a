import type { Transaction } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { translator } from '../common/translations.js';
import { invitationTexts } from '../mail/invitation-texts.js';
import { renderEmail } from '../mail/layout.js';
import { invitationDays, invitationTtlMs, issuePasswordLink } from '../users/index.js';

type NewPatient = {
  id: number;
  name: string;
  email: string;
  username: string;
  doctorName: string;
  preferredLocale: string;
};

const texts = {
  subject: /*i18n*/ 'Tu cuenta del laboratorio virtual',
  registered: /*i18n*/ 'Te registramos en el laboratorio virtual como paciente de {doctor}.',
  whatFor:
    /*i18n*/ 'Con tu cuenta podrás consultar tus estudios y resultados en la aplicación móvil y escribirnos por chat.',
  signIn: /*i18n*/ 'Después inicia sesión en la aplicación con tu correo ({email}) o con tu usuario ({username}).',
};

/**
 * Emails a new patient a link to set their password, made like a password-recovery link (a
 * single-use token, opened on /session/reset-password), in the patient's locale (Spanish for a
 * new account). Runs inside the transaction that creates the patient, so a failed email leaves
 * no patient behind.
 */
export async function sendPatientInvitation(deps: AppDeps, tx: Transaction, patient: NewPatient): Promise<void> {
  const url = await issuePasswordLink(deps, tx, patient.id, invitationTtlMs);
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
