import { eq } from 'drizzle-orm';
import { defineJob } from '../jobs/index.js';
import { accountExistsMail } from './pre-registration-mail.js';
import { users } from './users.tables.js';

/**
 * Answers a pre-registration form sent with the email of an existing account: a message to that
 * account saying how to sign in or recover its password, in the account's locale. A repeated run
 * sends the same message again; it changes nothing.
 */
export const accountExistsJob = defineJob<{ userId: number }>({
  name: 'mail.account-exists',
  title: /*i18n*/ 'Aviso de cuenta existente a quien envió el pre-registro',
  async run(deps, { userId }) {
    const [account] = await deps.systemDb
      .select({ email: users.email, name: users.name, preferredLocale: users.preferredLocale })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return;
    await deps.mailer.send(accountExistsMail(deps, account));
  },
});
