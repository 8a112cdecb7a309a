import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { limits, type Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { userImportRowSchema } from '../../../shared/validation/user-admin.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { type Actor, requireRole } from '../common/actor.js';
import { uniqueViolation } from '../common/db-errors.js';
import { AppError, conflict, validateInput } from '../common/errors.js';
import { hashPassword } from '../common/passwords.js';
import { newToken } from '../common/tokens.js';
import type { AppDeps } from '../deps.js';
import { fullNameOf } from '../common/names.js';
import { foldText } from '../common/text-search.js';
import { accountInvitationJob } from './account-invitation.job.js';
import { type CsvRow, parseUserCsv, readLimited } from './user-csv.js';
import { users, userTypes } from './users.tables.js';
import { scopedDb } from '../access/index.js';
import type { Database } from '../db/client.js';

export type ImportedUser = { row: number; id: number; email: string; fullName: string; type: string };
export type RejectedRow = { row: number; email: string | null; field: string; reason: string };
export type UserImportReport = { accepted: ImportedUser[]; rejected: RejectedRow[] };

type Candidate = {
  row: number;
  role: Role;
  typeName: string;
  doctorEmail: string;
  values: { name: string; lastname: string; motherLastname: string; email: string; phone: string };
};

/** CSV column of each field of the shared row rules, for the report. */
const columnOf: Record<string, string> = {
  motherLastname: 'mother_lastname',
  userType: 'type',
  doctorId: 'doctor_email',
};

/**
 * Imports users from a CSV (name, lastname, mother_lastname, email, phone, type; doctor_email for
 * patients). A malformed file imports nothing. Each row is checked with the shared rules and
 * against the accounts already there; the valid rows are created in ONE transaction (a database
 * error keeps none of them) and the others come back with their line and reason. Each new
 * account gets an email with a link to set its password, one job per account stored with the
 * accounts (retried while the mail server fails, so the answer never waits for it), and completes
 * its profile on sign-in.
 */
export async function importUsers(
  deps: AppDeps,
  actor: Actor,
  upload: { stream: Readable },
): Promise<UserImportReport> {
  requireRole(actor, roleGroups.admin);
  const rows = parseUserCsv(await readLimited(upload.stream, limits.userImportMaxBytes));
  const scoped = scopedDb(deps, actor);
  const { candidates, rejected } = await checkRows(scoped.db, rows);
  if (candidates.length === 0) return { accepted: [], rejected };

  // One unknown random password for the batch: nobody can sign in until they set their own.
  const passwordHash = await hashPassword(newToken());
  const created = await scoped.db
    .transaction(async (tx) => {
      const types = new Map((await tx.select().from(userTypes)).map((type) => [type.slug, type.id]));
      const doctors = await doctorsByEmail(tx, candidates.map((candidate) => candidate.doctorEmail).filter(Boolean));
      const inserted = await tx
        .insert(users)
        .values(
          candidates.map((candidate) => ({
            ...candidate.values,
            passwordHash,
            userTypeId: types.get(candidate.role)!,
            profileCompletionPending: true,
            doctorId: candidate.role === 'patient' ? doctors.get(candidate.doctorEmail)! : null,
          })),
        )
        .returning({ id: users.id, email: users.email });
      const accounts = new Map(inserted.map((row) => [row.email, row.id]));
      for (const { id } of inserted)
        await deps.jobs.send(accountInvitationJob, { userId: id, occasion: 'import' }, { tx });
      return candidates.map((candidate) => ({ candidate, id: accounts.get(candidate.values.email)! }));
    })
    .catch((error: unknown) => {
      // An account made with one of these emails since the check: nothing of the file is kept.
      if (uniqueViolation(error)) throw conflict('file', messages.emailTaken);
      throw error;
    });

  return {
    accepted: created.map(({ candidate, id }) => ({
      row: candidate.row,
      id,
      email: candidate.values.email,
      fullName: fullNameOf(candidate.values),
      type: candidate.typeName,
    })),
    rejected,
  };
}

/** The rows that can be imported, and the others with the first reason each fails. */
async function checkRows(db: Database, rows: CsvRow[]) {
  const types = await db.select().from(userTypes);
  const typeByText = new Map(
    types.flatMap((type) => [
      [foldText(type.slug), type],
      [foldText(type.name), type],
    ]),
  );
  const rejected: RejectedRow[] = [];
  const reject = (row: CsvRow, field: string, reason: string) =>
    rejected.push({ row: row.line, email: row.cells.email.trim() || null, field, reason });

  const valid: Candidate[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const type = typeByText.get(foldText(row.cells.type.trim()));
    try {
      const values = await validateInput(userImportRowSchema, {
        name: row.cells.name,
        lastname: row.cells.lastname,
        motherLastname: row.cells.mother_lastname,
        email: row.cells.email,
        phone: row.cells.phone,
        userType: type?.slug ?? row.cells.type,
      });
      const doctorEmail = row.cells.doctor_email.trim().toLowerCase();
      if (seen.has(values.email)) reject(row, 'email', messages.importEmailRepeated);
      else if (values.userType === 'patient' && !doctorEmail) reject(row, 'doctor_email', messages.doctorRequired);
      else {
        const { userType, ...person } = values;
        valid.push({ row: row.line, role: userType as Role, typeName: type!.name, doctorEmail, values: person });
      }
      seen.add(values.email);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const field = String(error.extensions.field);
      reject(row, columnOf[field] ?? field, error.message);
    }
  }

  const taken = await existingAccounts(
    db,
    valid.map((candidate) => candidate.values.email),
  );
  const doctors = await doctorsByEmail(db, valid.map((candidate) => candidate.doctorEmail).filter(Boolean));
  const candidates = valid.filter((candidate) => {
    const owner = taken.get(candidate.values.email);
    if (owner !== undefined) {
      rejected.push({
        row: candidate.row,
        email: candidate.values.email,
        field: 'email',
        reason: owner ? messages.emailTakenActive : messages.emailTaken,
      });
      return false;
    }
    if (candidate.role === 'patient' && !doctors.has(candidate.doctorEmail)) {
      rejected.push({
        row: candidate.row,
        email: candidate.values.email,
        field: 'doctor_email',
        reason: messages.doctorInvalid,
      });
      return false;
    }
    return true;
  });
  rejected.sort((a, b) => a.row - b.row);
  return { candidates, rejected };
}

/** Whether each of these emails has an account, and whether it is active. */
async function existingAccounts(db: Database, emails: string[]): Promise<Map<string, boolean>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, status: users.status })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((row) => [row.email, row.status]));
}

/** Active doctors by email (lower case), for patients' doctor_email. */
async function doctorsByEmail(db: Database, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(
      and(
        inArray(sql`lower(${users.email})`, [...new Set(emails)]),
        eq(userTypes.slug, 'doctor'),
        eq(users.status, true),
      ),
    );
  return new Map(rows.map((row) => [row.email, row.id]));
}
