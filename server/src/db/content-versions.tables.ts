import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per kind of public content (courses, slides, faqs…), whose version a trigger on the
 * kind's table bumps on every write, whoever makes it (migration 0012_app_content). Public answers
 * are rebuilt only when the versions they were made from change.
 */
export const contentVersions = pgTable('content_versions', {
  kind: varchar('kind', { length: 40 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
