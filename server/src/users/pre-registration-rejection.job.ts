import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/index.js';
import { rejectionMail } from './pre-registration-mail.js';
import { doctorPreRegistrations as requests } from './pre-registrations.tables.js';

/**
 * Tells the doctor their pre-registration was rejected, with the reason stored by the review,
 * in the language of the form. Sent in the review's transaction, so only a stored rejection is
 * mailed. A repeated run (a crash after the mail server accepted the message) sends the same
 * message again; it changes nothing else.
 */
export const preRegistrationRejectionJob = defineJob<{ requestId: number }>({
  name: 'mail.pre-registration-rejected',
  title: /*i18n*/ 'Correo de pre-registro rechazado',
  async run(deps, { requestId }) {
    const [request] = await deps.systemDb.select().from(requests).where(eq(requests.id, requestId));
    if (request?.status !== 'rejected') return;
    await deps.mailer.send(rejectionMail(request, request.rejectionReason ?? ''));
  },
});
