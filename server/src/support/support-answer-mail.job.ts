import { eq } from 'drizzle-orm';
import { translator } from '../common/translations.js';
import { defineJob } from '../jobs/index.js';
import { renderEmail } from '../mail/layout.js';
import { users, userTypes } from '../users/users.tables.js';
import { supportReplies, supportRequests } from './support.tables.js';

const texts = {
  subject: /*i18n*/ 'Respuesta a tu solicitud de soporte: {subject}',
  answered: /*i18n*/ 'El equipo de soporte respondió tu solicitud «{subject}»:',
  followUp: /*i18n*/ 'Puedes ver la conversación y responder desde el portal o la app.',
  action: /*i18n*/ 'Ver mi solicitud',
};

/**
 * Emails a staff answer to the requester, in the language of their account, with a link to the
 * request in their area of the portal (the patient area for patients). Sent in the transaction
 * that stores the answer, so only a stored answer is mailed; the answer's text is read from it.
 * A repeated run (a crash after the mail server accepted the message) sends the same message
 * again; it changes nothing.
 */
export const supportAnswerMailJob = defineJob<{ replyId: number }>({
  name: 'mail.support-answer',
  title: /*i18n*/ 'Correo con la respuesta a una solicitud de soporte',
  async run(deps, { replyId }) {
    const [found] = await deps.systemDb
      .select({
        requestId: supportRequests.id,
        subject: supportRequests.subject,
        answer: supportReplies.message,
        email: users.email,
        name: users.name,
        locale: users.preferredLocale,
        role: userTypes.slug,
      })
      .from(supportReplies)
      .innerJoin(supportRequests, eq(supportRequests.id, supportReplies.requestId))
      .innerJoin(users, eq(users.id, supportRequests.requesterId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(supportReplies.id, replyId));
    // The request or its requester's account was deleted since: nobody to tell.
    if (!found) return;
    const tr = translator(found.locale);
    const area = found.role === 'patient' ? '/paciente/soporte' : '/soporte';
    await deps.mailer.send({
      to: found.email,
      ...renderEmail(tr, {
        name: found.name,
        subject: tr.t(texts.subject, { subject: found.subject }),
        paragraphs: [tr.t(texts.answered, { subject: found.subject }), found.answer, tr.t(texts.followUp)],
        action: { label: tr.t(texts.action), url: `${deps.config.publicUrl}${area}/${found.requestId}` },
      }),
    });
  },
});
