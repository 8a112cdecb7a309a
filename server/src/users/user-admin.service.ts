import { and, count, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { isCompleteOfficeData, type OfficeDataInput } from '../../../shared/validation/profile.js';
import { storedOffice } from './office-data.js';
import { userAdminSchema, type UserAdminValues } from '../../../shared/validation/user-admin.js';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import { type Actor, type Caller, requireRole, withSystem } from '../common/actor.js';
import { assertUncommonPassword } from '../common/common-passwords.js';
import { AppError, badInput, notFound, validateInput } from '../common/errors.js';
import { hashPassword } from '../common/passwords.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { isRowId } from '../common/ids.js';
import { accountCheckBudget, assertEmailFree, assertUsernameFree, withAccountConflicts } from './account-conflicts.js';
import { endUserSessions } from './user-status.service.js';
import { getUserDetail, type UserDetail } from './user-detail.service.js';
import { doctorProfiles, users, userTypes } from './users.tables.js';
import { scopedDb } from '../access/index.js';

type CurrentUser = {
  id: number;
  role: Role;
  doctorId: number | null;
  status: boolean;
  /** The stored office data has everything a doctor's profile requires. */
  officeComplete: boolean;
};

/**
 * Creates an account with every field of the admin form (SPEC points 3 and 5, checked with the
 * shared rules). A doctor saved without complete office data completes it on /profile (pending). Admins
 * create accounts, and the system actor the demo ones.
 */
export async function createUserAccount(deps: AppDeps, actor: Caller, input: unknown): Promise<UserDetail> {
  requireRole(actor, withSystem(roleGroups.admin));
  const values = await validateInput(userAdminSchema('create'), input);
  assertUncommonPassword(values.password);
  const scoped = scopedDb(deps, actor);
  const row = await rowValues(scoped.db, values, null);
  const budget = accountCheckBudget(deps, actor);
  await assertEmailFree(scoped.db, values.email, null, { budget });
  await assertUsernameFree(scoped.db, row.person.username, null, { budget });
  const passwordHash = await hashPassword(values.password!);
  const id = await withAccountConflicts(scoped.db, { ...row.person, budget }, () =>
    scoped.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          ...row.person,
          passwordHash,
          status: values.status ?? true,
          profileCompletionPending: row.role === 'doctor' && !isCompleteOfficeData(row.doctorData),
        })
        .returning({ id: users.id });
      if (row.doctorData) await tx.insert(doctorProfiles).values({ userId: created.id, ...row.doctorData });
      return created.id;
    }),
  );
  return getUserDetail(deps, actor, id);
}

/**
 * Saves an account. The password changes only when one is typed; office data sent with any field
 * filled replaces the stored one field by field (a blank field is cleared), all blank keeps it. A new password, a new type or a deactivation ends the user's sessions.
 * Admins cannot deactivate themselves or drop their own admin type.
 */
export async function updateUserAccount(
  deps: AppDeps,
  actor: Actor,
  userId: number,
  input: unknown,
): Promise<UserDetail> {
  requireRole(actor, roleGroups.admin);
  const scoped = scopedDb(deps, actor);
  const current = await findAccount(scoped.db, userId);
  const values = await validateInput(userAdminSchema('update'), input);
  assertUncommonPassword(values.password);
  const row = await rowValues(scoped.db, values, current);
  const status = values.status ?? current.status;
  if (current.id === actor.userId && (!status || row.role !== 'admin'))
    throw new AppError('FORBIDDEN', messages.ownAccountProtected);
  if (current.role === 'doctor' && row.role !== 'doctor' && (await patientCount(scoped.db, current.id)) > 0) {
    throw badInput('userType', messages.doctorHasPatients);
  }
  const budget = accountCheckBudget(deps, actor);
  await assertEmailFree(scoped.db, values.email, current.id, { budget });
  await assertUsernameFree(scoped.db, row.person.username, current.id, { budget });
  const passwordHash = values.password ? await hashPassword(values.password) : undefined;
  const keepsOfficeData = inRoleGroup(row.role, roleGroups.officeData);
  const officeComplete = row.doctorData ? isCompleteOfficeData(row.doctorData) : current.officeComplete;

  await withAccountConflicts(scoped.db, { ...row.person, exceptUserId: current.id, budget }, () =>
    scoped.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...row.person,
          ...(passwordHash ? { passwordHash } : {}),
          status,
          profileCompletionPending: row.role === 'doctor' && !(keepsOfficeData && officeComplete),
          updatedAt: new Date(),
        })
        .where(eq(users.id, current.id));
      if (!keepsOfficeData) await tx.delete(doctorProfiles).where(eq(doctorProfiles.userId, current.id));
      else if (row.doctorData) {
        await tx
          .insert(doctorProfiles)
          .values({ userId: current.id, ...row.doctorData })
          .onConflictDoUpdate({ target: doctorProfiles.userId, set: row.doctorData });
      }
    }),
  );
  if (passwordHash || row.role !== current.role || (current.status && !status)) {
    await endUserSessions(deps, actor, current.id, current.id === actor.userId ? actor.sessionId : undefined);
  }
  return getUserDetail(deps, actor, current.id);
}

async function findAccount(db: Database, userId: number): Promise<CurrentUser> {
  if (!isRowId(userId)) throw notFound();
  const [row] = await db
    .select({
      id: users.id,
      role: userTypes.slug,
      doctorId: users.doctorId,
      status: users.status,
      office: doctorProfiles,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    id: row.id,
    role: row.role as Role,
    doctorId: row.doctorId,
    status: row.status,
    officeComplete: isCompleteOfficeData(row.office),
  };
}

/** The users row (type id, doctor of a patient) and office data a validated form stands for. */
async function rowValues(db: Database, values: UserAdminValues, current: CurrentUser | null) {
  const role = values.userType as Role;
  const [type] = await db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.slug, role));
  if (!type) throw badInput('userType', messages.userTypeInvalid);
  let doctorId: number | null = null;
  if (role === 'patient') {
    doctorId = Number(values.doctorId);
    // A patient may keep a doctor deactivated since; a new doctor must be active.
    if (!(await isDoctor(db, doctorId, { activeOnly: doctorId !== current?.doctorId })))
      throw badInput('doctorId', messages.doctorInvalid);
  }
  const office = inRoleGroup(role, roleGroups.officeData) ? (values.doctorData as OfficeDataInput | null) : null;
  return {
    role,
    person: {
      name: values.name,
      lastname: values.lastname,
      motherLastname: values.motherLastname,
      email: values.email,
      username: values.username || null,
      birthDate: values.birthDate,
      sex: values.sex ?? null,
      phone: values.phone,
      userTypeId: type.id,
      doctorId,
    },
    doctorData: office ? storedOffice(office) : null,
  };
}

async function isDoctor(db: Database, doctorId: number, options: { activeOnly: boolean }): Promise<boolean> {
  if (!isRowId(doctorId)) return false;
  const [doctor] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(
      and(
        eq(users.id, doctorId),
        eq(userTypes.slug, 'doctor'),
        options.activeOnly ? eq(users.status, true) : undefined,
      ),
    );
  return Boolean(doctor);
}

async function patientCount(db: Database, doctorId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users).where(eq(users.doctorId, doctorId));
  return total;
}
