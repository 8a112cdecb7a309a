import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  notificationAudiences,
  notificationBodyLength,
  notificationKinds,
  notificationTitleLength,
  type NotificationAudience,
  type NotificationKind,
} from '../../../shared/validation/notification.js';
import { users } from '../users/users.tables.js';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Push notifications: the ones the administrator publishes (announcements) and the ones the lab
 * sends by itself (a result that is ready). Each (re)send is a round: its deliveries, one per
 * device, are created by the round's push.fanout job from `fanoutAfter`, and its counters say how
 * many went.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<NotificationKind>().notNull().default('ANNOUNCEMENT'),
    title: varchar('title', { length: notificationTitleLength }),
    body: varchar('body', { length: notificationBodyLength }).notNull(),
    audience: text('audience').$type<NotificationAudience>().notNull(),
    /** The one user of the USER audience; a deleted user takes their notifications along. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** What the app needs to open the notification's subject (RESULT_READY: the study). */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The start of the last round (publish or resend): the inbox's order. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 once published, one more per resend. */
    round: integer('round').notNull().default(1),
    /** The last device id given a delivery of this round; null once every device has one. */
    fanoutAfter: integer('fanout_after').default(0),
    /** Devices of this round: counted at publish, exact once the fan-out is over. */
    recipients: integer('recipients').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
  },
  (table) => [
    index('notifications_sent_at_idx').on(table.sentAt, table.id),
    index('notifications_user_id_idx').on(table.userId),
    // The rounds whose fan-out is unfinished, resumed when an instance starts.
    index('notifications_fanout_idx')
      .on(table.id)
      .where(sql`${table.fanoutAfter} is not null`),
    check('notifications_kind_check', sql`${table.kind} in (${oneOf(notificationKinds)})`),
    check('notifications_audience_check', sql`${table.audience} in (${oneOf(notificationAudiences)})`),
    check('notifications_user_check', sql`(${table.audience} = 'USER') = (${table.userId} is not null)`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** Where a delivery stands: waiting for its push.deliver job (or its retry), or done. */
export const deliveryStates = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/**
 * One device's delivery of one round, what the round's counters and the admin's figures come from.
 * The push.fanout job creates them with the push.deliver jobs that send them (a batch of ids each);
 * a job sends only the deliveries still pending with the attempts it was sent for, so a repeated
 * job skips what its first run recorded. `deviceId` has no foreign key: a device removed meanwhile
 * fails its delivery, and 100,000 deliveries are not rewritten when a phone goes.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    deviceId: integer('device_id').notNull(),
    state: text('state').$type<DeliveryState>().notNull().default('pending'),
    /** pending: when it is (re)tried; a retry's job starts then. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tries the provider answered. */
    attempts: integer('attempts').notNull().default(0),
    /** Why it failed, or why it waits: unregistered, invalid, device-removed, retries-exhausted, retry. */
    lastError: text('last_error'),
    /** The provider's message id. */
    providerId: text('provider_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notification_deliveries_device_idx').on(table.notificationId, table.round, table.deviceId),
    check('notification_deliveries_state_check', sql`${table.state} in (${oneOf(deliveryStates)})`),
  ],
);

export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/** Which notifications a user has read in the app's inbox. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    index('notification_reads_user_idx').on(table.userId),
  ],
);
