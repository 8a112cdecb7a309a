import { asc, eq, inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { fullNameOf } from '../common/names.js';
import type { Database } from '../db/client.js';
import { users, userTypes } from '../users/users.tables.js';
import { attachmentUrlOf } from './support-files.js';
import { supportReplies, type SupportReplyRow, type SupportRequestRow, type SupportState } from './support.tables.js';

export type SupportPersonView = { id: number; fullName: string; role: Role };

export type SupportReplyView = {
  id: number;
  message: string;
  fromSupport: boolean;
  /** Null once the author's account was deleted. */
  author: SupportPersonView | null;
  createdAt: Date;
};

/** A request as both sides see it: the conversation, the attachment and who did what when. */
export type SupportRequestView = {
  id: number;
  subject: string;
  message: string;
  state: SupportState;
  requester: SupportPersonView;
  attachment: { url: string; name: string; mediaType: string; size: number | null; byteSize: number } | null;
  assignee: SupportPersonView | null;
  assignedBy: SupportPersonView | null;
  assignedAt: Date | null;
  closedBy: SupportPersonView | null;
  closedAt: Date | null;
  reopenedBy: SupportPersonView | null;
  reopenedAt: Date | null;
  createdAt: Date;
  lastActivityAt: Date;
  replies: SupportReplyView[];
};

/** The people named by ids, with their role, in one query. */
export async function peopleById(db: Database, ids: (number | null)[]): Promise<Map<number, SupportPersonView>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      lastname: users.lastname,
      motherLastname: users.motherLastname,
      role: userTypes.slug,
    })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, fullName: fullNameOf(row), role: row.role as Role }]));
}

/** The requests as views, with their replies (oldest first) and people read in two more queries. */
export async function supportViews(db: Database, rows: SupportRequestRow[]): Promise<SupportRequestView[]> {
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(supportReplies)
    .where(
      inArray(
        supportReplies.requestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(supportReplies.id));
  const people = await peopleById(db, [
    ...rows.flatMap((row) => [row.requesterId, row.assigneeId, row.assignedBy, row.closedBy, row.reopenedBy]),
    ...replies.map((reply) => reply.authorId),
  ]);
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  const repliesOf = new Map<number, SupportReplyRow[]>();
  for (const reply of replies) repliesOf.set(reply.requestId, [...(repliesOf.get(reply.requestId) ?? []), reply]);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    message: row.message,
    state: row.state,
    requester: people.get(row.requesterId)!,
    attachment: row.attachmentKey
      ? {
          url: attachmentUrlOf(row.id),
          name: row.attachmentName ?? 'archivo',
          mediaType: row.attachmentMediaType ?? 'application/octet-stream',
          size: row.attachmentSize,
          byteSize: row.attachmentSize ?? 0,
        }
      : null,
    assignee: person(row.assigneeId),
    assignedBy: person(row.assignedBy),
    assignedAt: row.assignedAt,
    closedBy: person(row.closedBy),
    closedAt: row.closedAt,
    reopenedBy: person(row.reopenedBy),
    reopenedAt: row.reopenedAt,
    createdAt: row.createdAt,
    lastActivityAt: row.lastActivityAt,
    replies: (repliesOf.get(row.id) ?? []).map((reply) => ({
      id: reply.id,
      message: reply.message,
      fromSupport: reply.fromSupport,
      author: person(reply.authorId),
      createdAt: reply.createdAt,
    })),
  }));
}

export async function supportView(db: Database, row: SupportRequestRow): Promise<SupportRequestView> {
  const [view] = await supportViews(db, [row]);
  return view;
}
