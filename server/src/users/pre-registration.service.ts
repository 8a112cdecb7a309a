import { and, count, desc, eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages.js';
import type { DoctorDataInput } from '../../../shared/validation/profile.js';
import { preRegistrationRejectionSchema } from '../../../shared/validation/user-admin.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { conflict, notFound, validateInput } from '../common/errors.js';
import { hashPassword } from '../common/passwords.js';
import { newToken } from '../common/tokens.js';
import type { AppDeps } from '../deps.js';
import { fullNameOf } from '../common/names.js';
import { isRowId } from '../common/ids.js';
import type { Connection } from '../common/cursors.js';
import { countedSource, type PageWindow, positionPage } from '../common/position-pages.js';
import { assertEmailFree, withAccountConflicts } from './account-conflicts.js';
import { accountInvitationJob } from './account-invitation.job.js';
import { preRegistrationRejectionJob } from './pre-registration-rejection.job.js';
import { getUserDetail, type UserDetail } from './user-detail.service.js';
import {
  doctorPreRegistrations as requests,
  type DoctorPreRegistrationRow,
  type PreRegistrationStatus,
} from './pre-registrations.tables.js';
import { doctorProfiles, users, userTypes } from './users.tables.js';
import { scopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';

export type PreRegistrationView = Omit<
  DoctorPreRegistrationRow,
  keyof DoctorDataInput | 'officeHours' | 'clinicAddress'
> & {
  fullName: string;
  doctorData: DoctorDataInput;
};

/** Pre-registrations with the given status, newest first. */
export async function listDoctorPreRegistrations(
  deps: AppDeps,
  actor: Actor,
  filter: { status: PreRegistrationStatus },
  window: PageWindow,
): Promise<Connection<PreRegistrationView>> {
  requireRole(actor, roleGroups.admin);
  const where = eq(requests.status, filter.status);
  const scoped = scopedDb(deps, actor);
  return positionPage(
    'doctorPreRegistrations',
    window,
    countedSource(
      async () => (await scoped.db.select({ total: count() }).from(requests).where(where))[0].total,
      async (offset, limit) =>
        (
          await scoped.db
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
 * stores, in the same transaction, the job that emails a link to set the password (retried while
 * the mail server fails). Nothing is kept when any step fails, the invitation included.
 */
export async function approveDoctorPreRegistration(deps: AppDeps, actor: Actor, id: number): Promise<UserDetail> {
  requireRole(actor, roleGroups.admin);
  // An unknown random password: the account opens when the doctor sets theirs with the link.
  const passwordHash = await hashPassword(newToken());
  const scoped = scopedDb(deps, actor);
  const request = await pendingRequest(scoped.db, id);
  await assertEmailFree(scoped.db, request.email);
  const userId = await withAccountConflicts(scoped.db, request, () =>
    scoped.db.transaction(async (tx) => {
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
      await deps.jobs.send(accountInvitationJob, { userId: user.id, occasion: 'pre-registration' }, { tx });
      return user.id;
    }),
  );
  return getUserDetail(deps, actor, userId);
}

/** Rejects a pending pre-registration with a reason, which is emailed to the doctor (by a job stored with the rejection). */
export async function rejectDoctorPreRegistration(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: { reason: string },
): Promise<PreRegistrationView> {
  requireRole(actor, roleGroups.admin);
  const { reason } = await validateInput(preRegistrationRejectionSchema, input);
  const scoped = scopedDb(deps, actor);
  const request = await pendingRequest(scoped.db, id);
  const reviewed = await scoped.db.transaction(async (tx) => {
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
    await deps.jobs.send(preRegistrationRejectionJob, { requestId: row.id }, { tx });
    return row;
  });
  return toView(reviewed);
}

async function pendingRequest(db: Database, id: number): Promise<DoctorPreRegistrationRow> {
  if (!isRowId(id)) throw notFound();
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
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
