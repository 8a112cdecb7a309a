import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { devicePlatforms, type DevicePlatform } from '../../../shared/validation/device.js';
import { localeCheck, localeColumn } from '../common/locale-column.js';
import { sessionFamilies } from '../users/credentials.tables.js';
import { users } from '../users/users.tables.js';

/**
 * The phones and browsers that receive the users' push notifications: one row per push token,
 * which belongs to the user who registered it last. Deleting the user removes them (cascade);
 * deactivating the user removes them too (devices-deactivation.ts), and so does the end of the
 * sign-in that registered them (logout, a spent refresh token used again, a password change,
 * "cerrar sesión en todos los dispositivos"): cascade from its session family.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: serial('id').primaryKey(),
    /** The FCM registration token (the browser's too); unique: a phone has one owner. */
    token: varchar('token', { length: 4096 }).notNull().unique(),
    platform: text('platform').$type<DevicePlatform>().notNull(),
    appVersion: varchar('app_version', { length: 40 }).notNull(),
    /** The app's language as it reported it; the pushes follow the user's preferred locale. */
    locale: localeColumn('locale'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last registration of the token (each sign-in and app start). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sign-in (session family) that registered it last: pushes stop when it ends. Null for
     * devices registered before families existed.
     */
    familyId: integer('family_id').references(() => sessionFamilies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('push_devices_user_id_idx').on(table.userId, table.lastSeenAt),
    index('push_devices_family_id_idx').on(table.familyId),
    check(
      'push_devices_platform_check',
      sql`${table.platform} in (${sql.raw(devicePlatforms.map((platform) => `'${platform}'`).join(', '))})`,
    ),
    localeCheck('push_devices_locale_check', table.locale),
  ],
);

export type PushDeviceRow = typeof pushDevices.$inferSelect;
