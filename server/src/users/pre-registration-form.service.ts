import { and, eq, sql } from 'drizzle-orm';
import { defaultLocale } from '../../../shared/locales.js';
import { doctorPreRegistrationSchema } from '../../../shared/validation/user-admin.js';
import { uniqueViolation } from '../common/db-errors.js';
import { validateInput } from '../common/errors.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { accountExistsJob } from './account-exists.job.js';
import { doctorPreRegistrations as requests } from './pre-registrations.tables.js';
import { users } from './users.tables.js';

// The public form is sent by someone without an account, so it reads and writes through the
// unchecked handle (local/system-db lists this file); the review is the admins' (pre-registration.service.ts).

/**
 * The public form: a doctor sends their personal and office data and waits for review. The
 * answer is always true once the data is valid, so the form tells nobody which emails have an
 * account; the owner of an existing account gets an email saying how to recover it instead. Both
 * ways the request makes one small write (the request, or the email's job) and never waits for
 * the mail server, so neither can its timing tell.
 * Sending again while pending updates the same request. The request's language is kept for the
 * emails of its review and becomes the new account's locale.
 */
export async function submitDoctorPreRegistration(deps: AppDeps, input: unknown, meta: RequestMeta): Promise<boolean> {
  const { doctorData, ...person } = await validateInput(doctorPreRegistrationSchema, input);
  await deps.attempts.consume('preRegistration', { account: person.email, address: meta.ip });
  const [account] = await deps.systemDb
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${person.email}`);
  if (account) {
    await deps.jobs.send(accountExistsJob, { userId: account.id });
    return true;
  }
  const values = {
    ...person,
    sex: person.sex ?? null,
    ...doctorData,
    officeHours: doctorData.officeHours ?? null,
    clinicAddress: doctorData.clinicAddress ?? null,
    locale: meta.locale ?? defaultLocale,
  };
  const pending = and(sql`lower(${requests.email}) = ${person.email}`, eq(requests.status, 'pending'));
  try {
    await deps.systemDb.transaction(async (tx) => {
      const [updated] = await tx
        .update(requests)
        .set({ ...values, createdAt: new Date(), updatedAt: new Date() })
        .where(pending)
        .returning({ id: requests.id });
      if (!updated) await tx.insert(requests).values(values);
    });
  } catch (error) {
    // The same form sent twice at once: the other request stored it.
    if (uniqueViolation(error) !== 'doctor_pre_registrations_pending_email_unique') throw error;
  }
  return true;
}
