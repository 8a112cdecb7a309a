import { translator } from '../common/translations.js';
import { renderEmail } from '../mail/layout.js';
import type { Mail } from '../mail/mailer.js';
import type { CourseRegistrationRow, CourseRow } from './courses.tables.js';

const texts = {
  confirmationSubject: /*i18n*/ 'Inscripción confirmada: {course}',
  recoverySubject: /*i18n*/ 'Tu inscripción: {course}',
  confirmed: /*i18n*/ 'Tu inscripción al curso "{course}" quedó registrada y pagada.',
  sentAgain: /*i18n*/ 'Te enviamos de nuevo tu inscripción al curso "{course}".',
  folio: /*i18n*/ 'Folio de inscripción: {folio}',
  student: /*i18n*/ 'Alumno: {student}',
  spaces: /*i18n*/ 'Lugares: {spaces}',
  total: /*i18n*/ 'Total pagado: {amount} (IVA incluido)',
  date: /*i18n*/ 'Fecha del curso: {date}',
  dateAndTime: /*i18n*/ 'Fecha del curso: {date}, {time}',
  place: /*i18n*/ 'Sede: {place}',
  bring: /*i18n*/ 'Presenta este correo el día del curso. Si tienes dudas, responde a este mensaje.',
};

/** Why the registration is mailed: its payment was confirmed, or it is sent again. */
export type RegistrationMailReason = 'confirmation' | 'recovery';

/**
 * The registration sent after payment, and again on recovery or when an admin resends it, in the
 * language of the request that registered.
 */
export function registrationMail(
  course: CourseRow,
  registration: CourseRegistrationRow,
  reason: RegistrationMailReason,
): Mail {
  const tr = translator(registration.locale);
  const student = [registration.name, registration.lastname, registration.motherLastname].join(' ');
  const place = [course.headquarterName, course.headquarterAddress].filter(Boolean).join(', ');
  const date = tr.day(course.date);
  const paragraphs = [
    tr.t(reason === 'confirmation' ? texts.confirmed : texts.sentAgain, { course: course.name }),
    tr.t(texts.folio, { folio: String(registration.id) }),
    tr.t(texts.student, { student }),
    tr.t(texts.spaces, { spaces: String(registration.spaces) }),
    tr.t(texts.total, { amount: tr.money(registration.amountCents) }),
    course.time ? tr.t(texts.dateAndTime, { date, time: course.time }) : tr.t(texts.date, { date }),
    ...(course.headquarterName ? [tr.t(texts.place, { place })] : []),
    tr.t(texts.bring),
  ];
  return {
    to: registration.email,
    ...renderEmail(tr, {
      name: registration.name,
      subject: tr.t(reason === 'confirmation' ? texts.confirmationSubject : texts.recoverySubject, {
        course: course.name,
      }),
      paragraphs,
    }),
  };
}
