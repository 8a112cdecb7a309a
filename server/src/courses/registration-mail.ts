import type { AppDeps } from '../deps.js';
import { renderEmail } from '../mail/layout.js';
import { formatMxn } from './course-view.js';
import type { CourseRegistrationRow, CourseRow } from './courses.tables.js';

/** The registration sent after payment, and again on recovery or when an admin resends it. */
export async function sendRegistrationEmail(
  deps: AppDeps,
  course: CourseRow,
  registration: CourseRegistrationRow,
  reason: 'confirmation' | 'recovery',
): Promise<void> {
  const student = [registration.name, registration.lastname, registration.motherLastname].join(' ');
  const paragraphs = [
    reason === 'confirmation'
      ? `Tu inscripción al curso "${course.name}" quedó registrada y pagada.`
      : `Te enviamos de nuevo tu inscripción al curso "${course.name}".`,
    `Folio de inscripción: ${registration.id}`,
    `Alumno: ${student}`,
    `Lugares: ${registration.spaces}`,
    `Total pagado: ${formatMxn(registration.amountCents)} MXN (IVA incluido)`,
    `Fecha del curso: ${course.date}${course.time ? `, ${course.time}` : ''}`,
    ...(course.headquarterName ? [`Sede: ${course.headquarterName}${course.headquarterAddress ? `, ${course.headquarterAddress}` : ''}`] : []),
    'Presenta este correo el día del curso. Si tienes dudas, responde a este mensaje.',
  ];
  await deps.mailer.send({
    to: registration.email,
    subject: reason === 'confirmation' ? `Inscripción confirmada: ${course.name}` : `Tu inscripción: ${course.name}`,
    ...renderEmail({ greeting: `Hola, ${registration.name}:`, paragraphs }),
  });
}
