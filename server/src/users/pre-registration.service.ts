import { and, count, desc, eq, sql } from 'drizzle-orm';
import { defaultLocale } from '../../../shared/locales.js';
import { messages } from '../../../shared/messages.js';
import type { DoctorDataInput } from '../../../shared/validation/profile.js';
import { doctorPreRegistrationSchema, preRegistrationRejectionSchema } from '../../../shared/validation/user-admin.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { uniqueViolation } from '../common/db-errors.js';
import { conflict, notFound, validateInput } from '../common/errors.js';
import { hashPassword } from '../common/passwords.js';
import { newToken } from '../common/tokens.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { fullNameOf } from '../common/names.js';
import { isRowId } from '../common/ids.js';
import type { Connection } from '../common/cursors.js';
import { countedSource, type PageWindow, positionPage } from '../common/position-pages.js';
import { assertEmailFree, withAccountConflicts } from './account-conflicts.js';
import { sendAccountInvitation } from './account-invitation.js';
import { accountExistsMail, approvalContent, rejectionMail } from './pre-registration-mail.js';
import { getUserDetail, type UserDetail } from './user-detail.service.js';
import {
  doctorPreRegistrations as requests,
  type DoctorPreRegistrationRow,
  type PreRegistrationStatus,
} from './pre-registrations.tables.js';
import { doctorProfiles, users, userTypes } from './users.tables.js';

export type PreRegistrationView = Omit<
  DoctorPreRegistrationRow,
  keyof DoctorDataInput | 'officeHours' | 'clinicAddress'
> & {
  fullName: string;
  doctorData: DoctorDataInput;
};

/**
 * The public form: a doctor sends their personal and office data and waits for review. The
 * answer is always true once the data is valid, so the form tells nobody which emails have an
 * account; the owner of an existing account gets an email saying how to recover it instead.
 * Sending again while pending updates the same request. The request's language is kept for the
 * emails of its review and becomes the new account's locale.
 */
export async function submitDoctorPreRegistration(deps: AppDeps, input: unknown, meta: RequestMeta): Promise<boolean> {
  const { doctorData, ...person } = await validateInput(doctorPreRegistrationSchema, input);
  await deps.attempts.consume('preRegistration', { account: person.email, address: meta.ip });
  const [account] = await deps.systemDb
    .select({ name: users.name, preferredLocale: users.preferredLocale })
    .from(users)
    .where(sql`lower(${users.email}) = ${person.email}`);
  if (account) {
    await deps.mailer.send(accountExistsMail(deps, { ...account, email: person.email }));
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

/** Pre-registrations with the given status, newest first. */
export async function listDoctorPreRegistrations(
  deps: AppDeps,
  actor: Actor,
  filter: { status: PreRegistrationStatus },
  window: PageWindow,
): Promise<Connection<PreRegistrationView>> {
  requireRole(actor, roleGroups.admin);
  const where = eq(requests.status, filter.status);
  return positionPage(
    'doctorPreRegistrations',
    window,
    countedSource(
      async () => (await deps.systemDb.select({ total: count() }).from(requests).where(where))[0].total,
      async (offset, limit) =>
        (
          await deps.systemDb
            .select()
            .from(requests)
            .where(where)
            .orderBy(desc(requests.createdAt), desc(requests.id))
            .limit(limit)
            .offset(offset)
        ).map(toView),
    ),
  );
}

/**
 * Approves a pending pre-registration: creates the doctor's account with the office data and
 * emails a link to set the password. Nothing is kept when any step fails, the email included.
 */
export async function approveDoctorPreRegistration(deps: AppDeps, actor: Actor, id: number): Promise<UserDetail> {
  requireRole(actor, roleGroups.admin);
  // An unknown random password: the account opens when the doctor sets theirs with the link.
  const passwordHash = await hashPassword(newToken());
  const request = await pendingRequest(deps, id);
  await assertEmailFree(deps.systemDb, request.email);
  const userId = await withAccountConflicts(deps.systemDb, request, () =>
    deps.systemDb.transaction(async (tx) => {
      const [reviewed] = await tx
        .update(requests)
        .set({ status: 'approved', reviewedBy: actor.userId, reviewedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(requests.id, request.id), eq(requests.status, 'pending')))
        .returning();
      if (!reviewed) throw conflict('id', messages.preRegistrationReviewed);
      const [doctorType] = await tx.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.slug, 'doctor'));
      const [user] = await tx
        .insert(users)
        .values({
          name: reviewed.name,
          lastname: reviewed.lastname,
          motherLastname: reviewed.motherLastname,
          email: reviewed.email,
          phone: reviewed.phone,
          birthDate: reviewed.birthDate,
          sex: reviewed.sex,
          passwordHash,
          userTypeId: doctorType.id,
          preferredLocale: reviewed.locale,
        })
        .returning({ id: users.id });
      const { doctorData } = toView(reviewed);
      await tx.insert(doctorProfiles).values({ userId: user.id, ...doctorData });
      await tx.update(requests).set({ userId: user.id }).where(eq(requests.id, reviewed.id));
      const account = { id: user.id, name: reviewed.name, email: reviewed.email, preferredLocale: reviewed.locale };
      await sendAccountInvitation(deps, tx, account, approvalContent);
      return user.id;
    }),
  );
  return getUserDetail(deps, actor, userId);
}

/** Rejects a pending pre-registration with a reason, which is emailed to the doctor. */
export async function rejectDoctorPreRegistration(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: { reason: string },
): Promise<PreRegistrationView> {
  requireRole(actor, roleGroups.admin);
  const { reason } = await validateInput(preRegistrationRejectionSchema, input);
  const request = await pendingRequest(deps, id);
  const reviewed = await deps.systemDb.transaction(async (tx) => {
    const [row] = await tx
      .update(requests)
      .set({
        status: 'rejected',
        rejectionReason: reason,
        reviewedBy: actor.userId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(requests.id, request.id), eq(requests.status, 'pending')))
      .returning();
    if (!row) throw conflict('id', messages.preRegistrationReviewed);
    await deps.mailer.send(rejectionMail(row, reason));
    return row;
  });
  return toView(reviewed);
}

async function pendingRequest(deps: AppDeps, id: number): Promise<DoctorPreRegistrationRow> {
  if (!isRowId(id)) throw notFound();
  const [row] = await deps.systemDb.select().from(requests).where(eq(requests.id, id));
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict('id', messages.preRegistrationReviewed);
  return row;
}

function toView(row: DoctorPreRegistrationRow): PreRegistrationView {
  const {
    specialty,
    officeHours,
    openingTime,
    closingTime,
    address,
    colony,
    city,
    state,
    zipCode,
    clinicAddress,
    ...rest
  } = row;
  return {
    ...rest,
    fullName: fullNameOf(row),
    doctorData: {
      specialty,
      officeHours,
      openingTime,
      closingTime,
      address,
      colony,
      city,
      state,
      zipCode,
      clinicAddress,
    },
  };
}
