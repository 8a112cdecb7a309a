import { and, count, eq, gte, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { roleGroups } from '../../../shared/role-groups.js';
import { chatMessages, chatReads, chats } from '../chat/chat.tables.js';
import { type Actor, requireRole } from '../common/actor.js';
import { labDayStart, todayInLab } from '../common/dates.js';
import { courseRegistrations } from '../courses/courses.tables.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { recentNps } from '../quality/index.js';
import { studies } from '../studies/studies.tables.js';
import { supportRequests } from '../support/support.tables.js';
import { users, userTypes } from '../users/users.tables.js';
import { scopedDb } from '../access/index.js';

/** What happened in a stretch of time: from its start to now. */
export type PanelPeriod = {
  studiesUploaded: number;
  newPatients: number;
  courseSales: number;
  courseSalesCents: number;
};

export type AdminPanel = {
  today: PanelPeriod;
  month: PanelPeriod;
  resultsPendingDelivery: number;
  unreadChats: number;
  nps: { value: number | null; sampleSize: number };
  /** Support requests not closed yet, by state. */
  support: { open: number; inProgress: number };
};

/**
 * The administrator's panel: today's and this month's figures (lab time, up to now), the results
 * still to reach their patients, the chats waiting for the staff, the NPS of the last 30 days and
 * the support requests not closed yet.
 * Admins only.
 */
export async function adminPanel(deps: AppDeps, actor: Actor, now = new Date()): Promise<AdminPanel> {
  requireRole(actor, roleGroups.admin);
  const today = todayInLab(now);
  const scoped = scopedDb(deps, actor);
  const [todayFigures, monthFigures, pending, unread, nps, support] = await Promise.all([
    periodFigures(scoped.db, labDayStart(today), now),
    periodFigures(scoped.db, labDayStart(`${today.slice(0, 7)}-01`), now),
    resultsPendingDelivery(scoped.db, now),
    unreadChats(scoped.db),
    recentNps(scoped.db, now),
    supportNotClosed(scoped.db),
  ]);
  return {
    today: todayFigures,
    month: monthFigures,
    resultsPendingDelivery: pending,
    unreadChats: unread,
    nps,
    support,
  };
}

async function periodFigures(db: Database, start: Date, end: Date): Promise<PanelPeriod> {
  const [[uploaded], [patients], [sales]] = await Promise.all([
    db
      .select({ total: count() })
      .from(studies)
      .where(and(gte(studies.createdAt, start), lt(studies.createdAt, end))),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(and(eq(userTypes.slug, 'patient'), gte(users.createdAt, start), lt(users.createdAt, end))),
    db
      .select({
        total: count(),
        cents: sql<number>`coalesce(sum(${courseRegistrations.amountCents}), 0)`.mapWith(Number),
      })
      .from(courseRegistrations)
      .where(
        and(
          eq(courseRegistrations.status, 'paid'),
          gte(courseRegistrations.paidAt, start),
          lt(courseRegistrations.paidAt, end),
        ),
      ),
  ]);
  return {
    studiesUploaded: Number(uploaded.total),
    newPatients: Number(patients.total),
    courseSales: Number(sales.total),
    courseSalesCents: sales.cents,
  };
}

/** Studies saved whose result has not reached the patient yet, and that have not expired. */
async function resultsPendingDelivery(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(studies)
    .where(and(isNull(studies.deliveredAt), or(isNull(studies.expiresAt), gt(studies.expiresAt, now))));
  return Number(row.total);
}

/**
 * Chats whose patient wrote after everything the staff read or wrote there: the last patient
 * message is newer than any staff member's read mark and than the last staff message.
 */
async function unreadChats(db: Database): Promise<number> {
  const staffRead = sql`coalesce((select max(${chatReads.lastReadMessageId}) from ${chatReads}
    where ${chatReads.chatId} = ${chats.id} and ${chatReads.userId} <> ${chats.patientId}), 0)`;
  const staffWrote = sql`coalesce((select max(${chatMessages.id}) from ${chatMessages}
    where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.authorId} <> ${chats.patientId}), 0)`;
  const patientWrote = sql`(select max(${chatMessages.id}) from ${chatMessages}
    where ${chatMessages.chatId} = ${chats.id} and ${chatMessages.authorId} = ${chats.patientId})`;
  const [row] = await db
    .select({ total: count() })
    .from(chats)
    .where(sql`${patientWrote} > greatest(${staffRead}, ${staffWrote})`);
  return Number(row.total);
}

/** Support requests still to be closed: open (nobody has them) and in progress. */
async function supportNotClosed(db: Database): Promise<AdminPanel['support']> {
  const rows = await db
    .select({ state: supportRequests.state, total: count() })
    .from(supportRequests)
    .where(inArray(supportRequests.state, ['OPEN', 'IN_PROGRESS']))
    .groupBy(supportRequests.state);
  const totalOf = (state: string) => Number(rows.find((row) => row.state === state)?.total ?? 0);
  return { open: totalOf('OPEN'), inProgress: totalOf('IN_PROGRESS') };
}
