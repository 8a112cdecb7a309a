import { pgTable, text } from 'drizzle-orm/pg-core';

/** Secrets the instances share (the key that signs file links), made once per database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
