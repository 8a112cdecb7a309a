import { sql } from 'drizzle-orm';
import {
  boolean, check, date, type AnyPgColumn, index, integer, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

export const userTypes = pgTable('user_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastname: text('lastname'),
    motherLastname: text('mother_lastname'),
    email: text('email').notNull(),
    username: text('username'),
    passwordHash: text('password_hash').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex'),
    phone: text('phone'),
    userTypeId: integer('user_type_id').notNull().references(() => userTypes.id),
    status: boolean('status').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    profileCompletionPending: boolean('profile_completion_pending').notNull().default(false),
    /** For patients: the doctor who refers them. */
    doctorId: integer('doctor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    index('users_doctor_id_idx').on(table.doctorId),
    index('users_user_type_id_idx').on(table.userTypeId),
    check('users_sex_check', sql`${table.sex} is null or ${table.sex} in ('male', 'female')`),
  ],
);

/** Doctor or office data (SPEC point 3), one row per doctor or office user. */
export const doctorProfiles = pgTable('doctor_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  specialty: text('specialty'),
  officeHours: text('office_hours'),
  openingTime: text('opening_time'),
  closingTime: text('closing_time'),
  address: text('address'),
  colony: text('colony'),
  city: text('city'),
  state: text('state'),
  zipCode: text('zip_code'),
  clinicAddress: text('clinic_address'),
});

export type UserRow = typeof users.$inferSelect;
export type DoctorProfileRow = typeof doctorProfiles.$inferSelect;
