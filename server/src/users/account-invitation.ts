import { translator, type Translator } from '../common/translations.js';
import type { AppDeps } from '../deps.js';
import { invitationTexts } from '../mail/invitation-texts.js';
import { renderEmail } from '../mail/layout.js';
import type { Mail } from '../mail/mailer.js';

/** The new account; its preferred locale is the invitation's language (Spanish unless known). */
export type InvitedAccount = { id: number; name: string; email: string; preferredLocale: string };
export type InvitationContent = { subject: string; intro: string[]; inApp?: boolean };

const texts = {
  signInPortal: /*i18n*/ 'Después inicia sesión en {url} con tu correo ({email}).',
  signInApp: /*i18n*/ 'Después inicia sesión en la aplicación móvil con tu correo ({email}).',
};

/** A new account (a patient included) has a week to open its invitation; a recovery link lasts minutes. */
export const invitationDays = 7;
export const invitationTtlMs = invitationDays * 86_400_000;

/**
 * The invitation email with its link, in the account's locale: `content` writes the subject and
 * the opening paragraphs in it. Patients (`inApp`) then sign in in the mobile app.
 */
export function invitationMail(
  deps: AppDeps,
  account: InvitedAccount,
  url: string,
  content: (tr: Translator) => InvitationContent,
): Mail {
  const tr = translator(account.preferredLocale);
  const { subject, intro, inApp } = content(tr);
  const signIn = inApp
    ? tr.t(texts.signInApp, { email: account.email })
    : tr.t(texts.signInPortal, { url: `${deps.config.publicUrl}/login`, email: account.email });
  return {
    to: account.email,
    ...renderEmail(tr, {
      name: account.name,
      subject,
      paragraphs: [
        ...intro,
        tr.t(invitationTexts.createPassword, { days: invitationDays }),
        signIn,
        tr.t(invitationTexts.linkExpired),
      ],
      action: { label: tr.t(invitationTexts.action), url },
    }),
  };
}
