import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

/** Where a support request stands: new, taken by support staff, or done. */
export const supportStates = ['OPEN', 'IN_PROGRESS', 'CLOSED'] as const;
export type SupportState = (typeof supportStates)[number];

/** A staff member's deleted account leaves the request with who did what unknown (null), not gone. */
const staffMember = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * A support request of any signed-in user to the lab's support staff, with who did what and when:
 * each action keeps its last author and time (enough for the request's history line).
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    state: text('state').$type<SupportState>().notNull().default('OPEN'),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentMediaType: text('attachment_media_type'),
    attachmentSize: integer('attachment_size'),
    assigneeId: staffMember('assignee_id'),
    assignedBy: staffMember('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    closedBy: staffMember('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: staffMember('reopened_by'),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or action: the lists' order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('support_requests_state', sql`${table.state} in ('OPEN', 'IN_PROGRESS', 'CLOSED')`),
    check('support_requests_subject_length', sql`char_length(${table.subject}) between 1 and 120`),
    index('support_requests_requester_idx').on(table.requesterId, table.lastActivityAt, table.id),
    index('support_requests_state_idx').on(table.state, table.lastActivityAt, table.id),
  ],
);

/** A message in a request's conversation after the first: a staff answer or the requester's follow-up. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    authorId: staffMember('author_id'),
    /** Written by support staff (an answer), or by the requester (a follow-up). */
    fromSupport: boolean('from_support').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_replies_request_idx').on(table.requestId, table.id)],
);

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportReplyRow = typeof supportReplies.$inferSelect;
