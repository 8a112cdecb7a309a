import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/index.js';
import { invitationMail, invitationTtlMs } from './account-invitation.js';
import { issuePasswordLink } from './password-links.js';
import { approvalContent } from './pre-registration-mail.js';
import { importedAccountContent } from './user-import-mail.js';
import { users, userTypes } from './users.tables.js';

/** Why the account was made: an approved pre-registration, or a row of an imported file. */
export type InvitationOccasion = 'pre-registration' | 'import';

/**
 * Invites a new account to set its password: makes a single-use link valid for a week and emails
 * it in the account's locale. Sent in the transaction that creates the account, so there is an
 * invitation exactly when there is an account. The link is made here, not by the request, so the
 * job's data holds no secret; a repeated run (the instance died after sending, before the job was
 * marked done) makes a new link that replaces the first, so the account never holds two working
 * links. An account deleted or deactivated before the job runs gets nothing.
 */
export const accountInvitationJob = defineJob<{ userId: number; occasion: InvitationOccasion }>({
  name: 'mail.account-invitation',
  title: /*i18n*/ 'Invitación a crear la contraseña de una cuenta nueva',
  async run(deps, { userId, occasion }) {
    const [account] = await deps.systemDb
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        preferredLocale: users.preferredLocale,
        status: users.status,
        role: userTypes.slug,
        typeName: userTypes.name,
      })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(eq(users.id, userId));
    if (!account?.status) return;
    const url = await deps.systemDb.transaction((tx) => issuePasswordLink(deps, tx, account.id, invitationTtlMs));
    const content = occasion === 'import' ? importedAccountContent(account) : approvalContent;
    await deps.mailer.send(invitationMail(deps, account, url, content));
  },
});
