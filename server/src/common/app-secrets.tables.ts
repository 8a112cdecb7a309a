import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Secrets the instances share (the keys that sign file links and viewer grants, the key of the
 * attempt counts), each made once per database (common/secret-keys.ts).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
