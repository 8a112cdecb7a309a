import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localeCheck, localeColumn } from '../common/locale-column.js';
import { imageColumn } from '../common/stored-image.js';

/** Course states of SPEC point 4: 1 registration open, 2 cancelled, 3 registration closed. */
export const courseStatusIds = { open: 1, cancelled: 2, closed: 3 } as const;

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Promo text with prices and a deadline phrase such as "antes del ...". */
    subtopic: text('subtopic'),
    date: date('date', { mode: 'string' }).notNull(),
    /** Schedule as shown, e.g. "9:00 a 14:00 h". */
    time: text('time'),
    investmentCents: integer('investment_cents').notNull(),
    quota: integer('quota').notNull(),
    soldSpace: integer('sold_space').notNull().default(0),
    status: boolean('status').notNull().default(true),
    onlineRegistration: boolean('online_registration').notNull().default(true),
    /** The uploaded image's key, kept for the legacy routes and the storage sweep; `image.key` when both are set. */
    imageKey: text('image_key'),
    /**
     * The image with its WebP sizes. Null without an image, or for one stored before sizes existed
     * until the start-up job writes them (course-image-sizes.job.ts).
     */
    image: imageColumn('image'),
    /** Sanitised on save. */
    descriptionHtml: text('description_html'),
    courseStatusId: integer('course_status_id').notNull().default(1),
    headquarterName: text('headquarter_name'),
    headquarterAddress: text('headquarter_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('courses_sold_space_check', sql`${table.soldSpace} >= 0 and ${table.soldSpace} <= ${table.quota}`),
    check('courses_investment_check', sql`${table.investmentCents} >= 0`),
    check('courses_status_id_check', sql`${table.courseStatusId} in (1, 2, 3)`),
    index('courses_public_idx').on(table.status, table.onlineRegistration, table.date),
  ],
);

export type RegistrationStatus = 'pending' | 'paid' | 'declined' | 'failed';

/** Every payment attempt for a course, with its student data (SPEC point 3) and outcome. */
export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    motherLastname: text('mother_lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    cardholder: text('cardholder').notNull(),
    spaces: integer('spaces').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('MXN'),
    status: text('status').$type<RegistrationStatus>().notNull(),
    failureMessage: text('failure_message'),
    paymentProvider: text('payment_provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerChargeId: text('provider_charge_id'),
    idempotencyKey: text('idempotency_key'),
    /**
     * The browser's card token while the charge is unsettled (status pending), so the outcome
     * can be asked again with the same idempotency key; cleared once settled. Never a card number.
     */
    chargeToken: text('charge_token'),
    /** When the charge was last sent to the provider; a pending one older than a minute is re-asked. */
    lastChargeAt: timestamp('last_charge_at', { withTimezone: true }).notNull().defaultNow(),
    // Constants of SPEC point 9, kept as the old portal stored them.
    typePaymentId: integer('type_payment_id').notNull().default(1),
    statusPaymentId: integer('status_payment_id').notNull().default(3),
    purchasingPlatformId: integer('purchasing_platform_id').notNull().default(1),
    typeMethod: text('type_method').notNull().default('card'),
    /** The language of the request that registered: the registration's emails are written in it. */
    locale: localeColumn('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('course_registrations_idempotency_key_unique').on(table.idempotencyKey),
    // One live registration per email and course; declined attempts do not count.
    uniqueIndex('course_registrations_email_unique')
      .on(table.courseId, sql`lower(${table.email})`)
      .where(sql`${table.status} in ('pending', 'paid')`),
    index('course_registrations_course_idx').on(table.courseId, table.createdAt),
    index('course_registrations_unsettled_idx')
      .on(table.lastChargeAt)
      .where(sql`${table.status} = 'pending'`),
    check('course_registrations_spaces_check', sql`${table.spaces} >= 1`),
    localeCheck('course_registrations_locale_check', table.locale),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type CourseRegistrationRow = typeof courseRegistrations.$inferSelect;
