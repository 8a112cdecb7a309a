import { translator, type Translator } from '../common/translations.js';
import type { AppDeps } from '../deps.js';
import { renderEmail } from '../mail/layout.js';
import type { Mail } from '../mail/mailer.js';
import type { InvitationContent } from './account-invitation.js';

const texts = {
  existingSubject: /*i18n*/ 'Ya tienes una cuenta en el portal',
  existingReceived:
    /*i18n*/ 'Recibimos una solicitud de pre-registro de doctor con este correo, pero ya tiene una cuenta en el portal.',
  existingSignIn: /*i18n*/ 'Inicia sesión en {url}; si no recuerdas tu contraseña, usa «¿Olvidaste tu contraseña?».',
  existingNotYou: /*i18n*/ 'Si no enviaste esta solicitud, ignora este correo.',
  approvedSubject: /*i18n*/ 'Tu pre-registro fue aprobado',
  approvedReviewed:
    /*i18n*/ 'Revisamos tu solicitud de pre-registro como doctor y ya tienes una cuenta en el portal del laboratorio.',
  approvedUse: /*i18n*/ 'Con ella verás a tus pacientes y sus estudios en el laboratorio virtual.',
  rejectedSubject: /*i18n*/ 'Tu solicitud de pre-registro no fue aprobada',
  rejectedReviewed:
    /*i18n*/ 'Revisamos tu solicitud de pre-registro como doctor en el portal del laboratorio y no pudimos aprobarla.',
  rejectedReason: /*i18n*/ 'Motivo: {reason}',
  rejectedNext:
    /*i18n*/ 'Si crees que se trata de un error, responde a este correo o envía una nueva solicitud con los datos corregidos.',
};

/** To the owner of an account whose email was sent in the public form, in the account's locale. */
export function accountExistsMail(
  deps: AppDeps,
  account: { email: string; name: string; preferredLocale: string },
): Mail {
  const tr = translator(account.preferredLocale);
  return {
    to: account.email,
    ...renderEmail(tr, {
      name: account.name,
      subject: tr.t(texts.existingSubject),
      paragraphs: [
        tr.t(texts.existingReceived),
        tr.t(texts.existingSignIn, { url: `${deps.config.publicUrl}/login` }),
        tr.t(texts.existingNotYou),
      ],
    }),
  };
}

/** The opening of the approved doctor's invitation (account-invitation.ts writes the rest). */
export function approvalContent(tr: Translator): InvitationContent {
  return { subject: tr.t(texts.approvedSubject), intro: [tr.t(texts.approvedReviewed), tr.t(texts.approvedUse)] };
}

/** The rejection with its reason, in the language the form was sent in. */
export function rejectionMail(request: { email: string; name: string; locale: string }, reason: string): Mail {
  const tr = translator(request.locale);
  return {
    to: request.email,
    ...renderEmail(tr, {
      name: request.name,
      subject: tr.t(texts.rejectedSubject),
      paragraphs: [tr.t(texts.rejectedReviewed), tr.t(texts.rejectedReason, { reason }), tr.t(texts.rejectedNext)],
    }),
  };
}
