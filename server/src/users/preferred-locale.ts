import { eq } from 'drizzle-orm';
import { defaultLocale, type Locale } from '../../../shared/locales.js';
import type { Database } from '../db/client.js';
import { users } from './users.tables.js';

/**
 * The one language of a user: the one they chose, or last signed in with (Spanish until then).
 * Their errors, inbox, pushes and emails are written in it.
 */
export async function preferredLocaleOf(db: Database, userId: number): Promise<Locale> {
  const [user] = await db.select({ locale: users.preferredLocale }).from(users).where(eq(users.id, userId));
  return user?.locale ?? defaultLocale;
}
