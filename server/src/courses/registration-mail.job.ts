import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/index.js';
import { courseRegistrations, courses } from './courses.tables.js';
import { registrationMail, type RegistrationMailReason } from './registration-mail.js';

/**
 * Emails a paid registration to the address it was made with: the confirmation, sent in the
 * transaction that records the payment (so a payment whose record rolled back mails nothing), or
 * the copy asked for on recovery or by an admin. The course and the registration are read when
 * the job runs, so the mail shows them as they are then; a registration no longer paid is not
 * sent. A repeated run (a crash after the mail server accepted the message) sends the same
 * message again; it changes nothing.
 */
export const registrationMailJob = defineJob<{ registrationId: number; reason: RegistrationMailReason }>({
  name: 'mail.course-registration',
  title: /*i18n*/ 'Correo de inscripción a un curso',
  async run(deps, { registrationId, reason }) {
    const [row] = await deps.systemDb
      .select({ registration: courseRegistrations, course: courses })
      .from(courseRegistrations)
      .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
      .where(eq(courseRegistrations.id, registrationId));
    if (row?.registration.status !== 'paid') return;
    await deps.mailer.send(registrationMail(row.course, row.registration, reason));
  },
});
