import type { Translator } from '../common/translations.js';
import type { InvitationContent } from './account-invitation.js';

const texts = {
  subject: /*i18n*/ 'Tu cuenta del portal del laboratorio',
  intro: /*i18n*/ 'Te dimos de alta en el portal del laboratorio como {type}.',
};

/**
 * The opening of an imported account's invitation (account-invitation.ts writes the rest): the
 * user type it was given; patients then sign in in the mobile app.
 */
export function importedAccountContent(account: { role: string; typeName: string }) {
  return (tr: Translator): InvitationContent => ({
    subject: tr.t(texts.subject),
    // The type's name as stored (Spanish), translated when the catalogue has it (reference-data.ts).
    intro: [tr.t(texts.intro, { type: tr.t(account.typeName) })],
    inApp: account.role === 'patient',
  });
}
