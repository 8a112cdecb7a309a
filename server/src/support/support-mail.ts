import { eq } from 'drizzle-orm';
import { translator } from '../common/translations.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { renderEmail } from '../mail/layout.js';
import { users, userTypes } from '../users/users.tables.js';

const texts = {
  subject: /*i18n*/ 'Respuesta a tu solicitud de soporte: {subject}',
  answered: /*i18n*/ 'El equipo de soporte respondió tu solicitud «{subject}»:',
  followUp: /*i18n*/ 'Puedes ver la conversación y responder desde el portal o la app.',
  action: /*i18n*/ 'Ver mi solicitud',
};

/**
 * Emails a staff answer to the requester, in the language of their account, with a link to the
 * request in their area of the portal (the patient area for patients).
 */
export async function sendAnswerMail(
  deps: AppDeps,
  db: Database,
  request: { id: number; requesterId: number; subject: string },
  answer: string,
): Promise<void> {
  const [requester] = await db
    .select({ email: users.email, name: users.name, locale: users.preferredLocale, role: userTypes.slug })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(eq(users.id, request.requesterId));
  if (!requester) return;
  const tr = translator(requester.locale);
  const area = requester.role === 'patient' ? '/paciente/soporte' : '/soporte';
  await deps.mailer.send({
    to: requester.email,
    ...renderEmail(tr, {
      name: requester.name,
      subject: tr.t(texts.subject, { subject: request.subject }),
      paragraphs: [tr.t(texts.answered, { subject: request.subject }), answer, tr.t(texts.followUp)],
      action: { label: tr.t(texts.action), url: `${deps.config.publicUrl}${area}/${request.id}` },
    }),
  });
}
