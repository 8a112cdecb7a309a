import { sql } from 'drizzle-orm';
import { limits } from '../../../shared/limits.js';
import type { Database } from '../db/client.js';
import { users } from '../users/users.tables.js';

/** The username a new patient gets: the email's local part, with a number when it is taken. */
export async function freeUsername(db: Database, email: string): Promise<string> {
  const base = usernameBase(email);
  const pattern = `${base.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${pattern}`);
  const taken = new Set(rows.map((row) => row.username?.toLowerCase()));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!taken.has(`${base}${suffix}`)) return `${base}${suffix}`;
  }
}

/** Letters, digits, dots, dashes and underscores of the local part (the username rule), room left for a number. */
function usernameBase(email: string): string {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9._-]/g, '');
  return local.slice(0, limits.inputLength - 6) || 'paciente';
}
