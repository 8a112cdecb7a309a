import { sql } from 'drizzle-orm';
import { check, text, type PgColumn } from 'drizzle-orm/pg-core';
import { defaultLocale, locales, type Locale } from '../../../shared/locales.js';

/** A locale in a table: one of the twelve BCP 47 codes of shared/locales.ts, Spanish unless set. */
export const localeColumn = (name: string) => text(name).$type<Locale>().notNull().default(defaultLocale);

/** The check that keeps a locale column to the twelve codes. */
export const localeCheck = (name: string, column: PgColumn) =>
  check(name, sql`${column} in (${sql.raw(locales.map(({ code }) => `'${code}'`).join(', '))})`);
