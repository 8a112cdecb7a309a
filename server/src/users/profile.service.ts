import { eq } from 'drizzle-orm';
import { isLocale } from '../../../shared/locales.js';
import { messages } from '../../../shared/messages.js';
import { inRoleGroup, roleGroups } from '../../../shared/role-groups.js';
import {
  doctorDataSchema,
  officeDataSchema,
  passwordPairSchema,
  personSchema,
} from '../../../shared/validation/profile.js';
import type { Actor } from '../common/actor.js';
import { assertUncommonPassword } from '../common/common-passwords.js';
import { badInput, notFound, validateInput } from '../common/errors.js';
import { hashPassword, verifyPassword } from '../common/passwords.js';
import type { AppDeps } from '../deps.js';
import { announceSessionsEnded } from '../events/session-events.js';
import { revokeUserSessions } from './sessions.js';
import { accountCheckBudget, assertEmailFree, assertUsernameFree, withAccountConflicts } from './account-conflicts.js';
import { storedOffice } from './office-data.js';
import { loadUserView, type UserView } from './user-view.js';
import { doctorProfiles, users } from './users.tables.js';
import { scopedDb } from '../access/index.js';

export type ProfileChanges = {
  name: string;
  lastname: string;
  motherLastname: string;
  email: string;
  username?: string | null;
  birthDate: string;
  sex?: string | null;
  phone: string;
  doctorData?: object | null;
};

/** The signed-in user's own data. */
export async function getOwnProfile(deps: AppDeps, actor: Actor): Promise<UserView> {
  const scoped = scopedDb(deps, actor);
  const user = await loadUserView(scoped.db, actor.userId);
  if (!user) throw notFound();
  return user;
}

/** Stores the language of the signed-in user's emails and answers their data. */
export async function setOwnPreferredLocale(deps: AppDeps, actor: Actor, locale: string): Promise<UserView> {
  if (!isLocale(locale)) throw badInput('locale', messages.localeInvalid);
  const scoped = scopedDb(deps, actor);
  await scoped.db
    .update(users)
    .set({ preferredLocale: locale, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  return getOwnProfile(deps, actor);
}

/**
 * Saves the signed-in user's own data (and office data for doctors and office users). A doctor
 * gives complete office data (SPEC point 5); an office administrator may leave any office field
 * blank. The pending-profile flag is cleared once everything the role requires is there.
 */
export async function updateOwnProfile(deps: AppDeps, actor: Actor, input: ProfileChanges): Promise<UserView> {
  const person = await validateInput(personSchema, input);
  const keepsOfficeData = inRoleGroup(actor.role, roleGroups.officeData);
  const officeRule = actor.role === 'doctor' ? doctorDataSchema : officeDataSchema;
  const doctorData =
    keepsOfficeData && (input.doctorData || actor.role === 'doctor')
      ? await validateInput(officeRule, input.doctorData ?? {}, 'doctorData.')
      : undefined;
  const account = {
    email: person.email,
    username: person.username ?? null,
    exceptUserId: actor.userId,
    recoveryHint: false,
    budget: accountCheckBudget(deps, actor),
  };
  const scoped = scopedDb(deps, actor);
  await assertEmailFree(scoped.db, account.email, actor.userId, account);
  await assertUsernameFree(scoped.db, account.username, actor.userId, account);

  await withAccountConflicts(scoped.db, account, () =>
    scoped.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: person.name,
          lastname: person.lastname,
          motherLastname: person.motherLastname,
          email: person.email,
          username: person.username || null,
          birthDate: person.birthDate,
          sex: person.sex ?? null,
          phone: person.phone,
          // Everything each role requires has just been validated, so the profile is complete.
          profileCompletionPending: false,
          updatedAt: new Date(),
        })
        .where(eq(users.id, actor.userId));
      if (doctorData) {
        const values = storedOffice(doctorData);
        await tx
          .insert(doctorProfiles)
          .values({ userId: actor.userId, ...values })
          .onConflictDoUpdate({ target: doctorProfiles.userId, set: values });
      }
    }),
  );
  return getOwnProfile(deps, actor);
}

/** Changes the own password; the current one is required. Other sessions end. */
export async function changeOwnPassword(
  deps: AppDeps,
  actor: Actor,
  input: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<boolean> {
  const pair = await validateInput(passwordPairSchema, input);
  assertUncommonPassword(pair.password);
  const scoped = scopedDb(deps, actor);
  const [row] = await scoped.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword ?? ''))) {
    throw badInput('currentPassword', messages.currentPasswordWrong);
  }
  await scoped.db
    .update(users)
    .set({ passwordHash: await hashPassword(pair.password), updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  await revokeUserSessions(scoped.db, actor.userId, { except: actor.sessionId });
  await announceSessionsEnded(deps, { userId: actor.userId, exceptSessionId: actor.sessionId });
  return true;
}
