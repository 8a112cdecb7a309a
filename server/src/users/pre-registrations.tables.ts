import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localeCheck, localeColumn } from '../common/locale-column.js';
import { users } from './users.tables.js';

export type PreRegistrationStatus = 'pending' | 'approved' | 'rejected';

/**
 * A doctor's request for an account, sent from the public form. It is not a user until an admin
 * approves it: nobody can sign in with it, it stays out of the user list and its email does not
 * block anyone; the record (and the reason of a rejection) is kept after review.
 */
export const doctorPreRegistrations = pgTable(
  'doctor_pre_registrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    motherLastname: text('mother_lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    sex: text('sex'),
    specialty: text('specialty').notNull(),
    officeHours: text('office_hours'),
    openingTime: text('opening_time').notNull(),
    closingTime: text('closing_time').notNull(),
    address: text('address').notNull(),
    colony: text('colony').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    clinicAddress: text('clinic_address'),
    status: text('status').$type<PreRegistrationStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The doctor account made on approval. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language the form was sent in: the review's email and the new account's locale. */
    locale: localeColumn('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One pending request per address: sending the form again updates it.
    uniqueIndex('doctor_pre_registrations_pending_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
    index('doctor_pre_registrations_status_idx').on(table.status, table.createdAt),
    check('doctor_pre_registrations_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('doctor_pre_registrations_sex_check', sql`${table.sex} is null or ${table.sex} in ('male', 'female')`),
    localeCheck('doctor_pre_registrations_locale_check', table.locale),
  ],
);

export type DoctorPreRegistrationRow = typeof doctorPreRegistrations.$inferSelect;
