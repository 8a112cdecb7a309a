import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullNameOf } from '../common/names.js';
import { translator } from '../common/translations.js';
import { defineJob } from '../jobs/index.js';
import { invitationTexts } from '../mail/invitation-texts.js';
import { renderEmail } from '../mail/layout.js';
import { invitationDays, invitationTtlMs, issuePasswordLink } from '../users/index.js';
import { users } from '../users/users.tables.js';

const texts = {
  subject: /*i18n*/ 'Tu cuenta del laboratorio virtual',
  registered: /*i18n*/ 'Te registramos en el laboratorio virtual como paciente de {doctor}.',
  whatFor:
    /*i18n*/ 'Con tu cuenta podrás consultar tus estudios y resultados en la aplicación móvil y escribirnos por chat.',
  signIn: /*i18n*/ 'Después inicia sesión en la aplicación con tu correo ({email}) o con tu usuario ({username}).',
};

const doctors = alias(users, 'doctor');

/**
 * Emails a new patient a link to set their password, made like a password-recovery link (a
 * single-use token, opened on /session/reset-password), in the patient's locale (Spanish for a
 * new account), naming their doctor. Sent in the transaction that creates the patient, so there
 * is an invitation exactly when there is a patient. The link is made here, so the job's data
 * holds no secret; a repeated run (the instance died after sending, before the job was marked
 * done) makes a new link that replaces the first. A patient deleted or deactivated before the job
 * runs gets nothing.
 */
export const patientInvitationJob = defineJob<{ patientId: number }>({
  name: 'mail.patient-invitation',
  title: /*i18n*/ 'Invitación a un paciente nuevo',
  async run(deps, { patientId }) {
    const [patient] = await deps.systemDb
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        username: users.username,
        status: users.status,
        preferredLocale: users.preferredLocale,
        doctor: { name: doctors.name, lastname: doctors.lastname, motherLastname: doctors.motherLastname },
      })
      .from(users)
      .leftJoin(doctors, eq(doctors.id, users.doctorId))
      .where(eq(users.id, patientId));
    if (!patient?.status) return;
    const url = await deps.systemDb.transaction((tx) => issuePasswordLink(deps, tx, patient.id, invitationTtlMs));
    const tr = translator(patient.preferredLocale);
    await deps.mailer.send({
      to: patient.email,
      ...renderEmail(tr, {
        name: patient.name,
        subject: tr.t(texts.subject),
        paragraphs: [
          // A doctor deleted before the job ran leaves the patient the lab's.
          tr.t(texts.registered, { doctor: patient.doctor ? fullNameOf(patient.doctor) : deps.config.labName }),
          tr.t(texts.whatFor),
          tr.t(invitationTexts.createPassword, { days: invitationDays }),
          tr.t(texts.signIn, { email: patient.email, username: patient.username ?? '' }),
          tr.t(invitationTexts.linkExpired),
        ],
        action: { label: tr.t(invitationTexts.action), url },
      }),
    });
  },
});
