import { translator } from '../common/translations.js';
import { renderEmail } from '../mail/layout.js';
import type { Mail } from '../mail/mailer.js';

const texts = {
  subject: /*i18n*/ 'Restablece tu contraseña',
  request: /*i18n*/ 'Recibimos una solicitud para restablecer la contraseña de tu cuenta del portal.',
  validity:
    /*i18n*/ 'El enlace es válido por {minutes, plural, one {# minuto} other {# minutos}} y solo puede usarse una vez.',
  notYou: /*i18n*/ 'Si no solicitaste este cambio, ignora este correo: tu contraseña no cambiará.',
  action: /*i18n*/ 'Restablecer contraseña',
};

/** The email with a password-reset link, in the account's preferred locale. */
export function passwordResetMail(
  account: { email: string; name: string; preferredLocale: string },
  link: { url: string; minutes: number },
): Mail {
  const tr = translator(account.preferredLocale);
  return {
    to: account.email,
    ...renderEmail(tr, {
      name: account.name,
      subject: tr.t(texts.subject),
      paragraphs: [tr.t(texts.request), tr.t(texts.validity, { minutes: link.minutes }), tr.t(texts.notYou)],
      action: { label: tr.t(texts.action), url: link.url },
    }),
  };
}
