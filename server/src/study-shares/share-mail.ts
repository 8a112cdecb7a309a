import { todayInLab } from '../common/dates.js';
import { translator } from '../common/translations.js';
import { renderEmail } from '../mail/layout.js';
import type { Mail } from '../mail/mailer.js';

const texts = {
  subject: /*i18n*/ '{sender} compartió contigo un estudio de {lab}',
  greetingName: /*i18n*/ 'colega',
  shared: /*i18n*/ '{sender} te comparte un estudio de imagen de {lab}. Ábrelo en tu navegador, sin crear una cuenta.',
  validUntil: /*i18n*/ 'El enlace se puede abrir hasta el {day}.',
  pinApart:
    /*i18n*/ 'El enlace está protegido con un PIN de 6 dígitos que no va en este correo: pídeselo a quien te lo envió.',
  action: /*i18n*/ 'Ver el estudio',
};

/**
 * The email of "Enviar por correo": who shares, the lab, the link and until when it opens, in the
 * sender's language. The PIN never goes in it: a PIN sent with its link protects nothing.
 */
export function studyShareMail(share: {
  to: string;
  locale: string | null | undefined;
  senderName: string;
  labName: string;
  url: string;
  expiresAt: Date;
  withPin: boolean;
}): Mail {
  const tr = translator(share.locale);
  const names = { sender: share.senderName || share.labName, lab: share.labName };
  return {
    to: share.to,
    ...renderEmail(tr, {
      name: tr.t(texts.greetingName),
      subject: tr.t(texts.subject, names),
      paragraphs: [
        tr.t(texts.shared, names),
        tr.t(texts.validUntil, { day: tr.day(todayInLab(share.expiresAt)) }),
        ...(share.withPin ? [tr.t(texts.pinApart)] : []),
      ],
      action: { label: tr.t(texts.action), url: share.url },
    }),
  };
}
