import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { portalMessages } from '../../../shared/portal-messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { supportMessageSchema } from '../../../shared/validation/support.js';
import { type Actor, requireRole } from '../common/actor.js';
import type { Connection } from '../common/cursors.js';
import { badInput, conflict, validateInput } from '../common/errors.js';
import { isRowId } from '../common/ids.js';
import { matchesWords, searchWords } from '../common/text-search.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { users, userTypes } from '../users/users.tables.js';
import { supportAnswerMailJob } from './support-answer-mail.job.js';
import { type RequestPageArgs, supportRequestPage } from './support-pages.js';
import { peopleById, supportView, type SupportPersonView, type SupportRequestView } from './support-view.js';
import { supportReplies, supportRequests, type SupportRequestRow, type SupportState } from './support.tables.js';
import { scopedDb } from '../access/index.js';
import { supportRequestRecords } from './support-records.js';

export type SupportStateCounts = { open: number; inProgress: number; closed: number };
export type SupportDeskPage = Connection<SupportRequestView> & { counts: SupportStateCounts };

/** Every word of the search in the subject, the first message, or the requester's name or email. */
const searched = (search: string | null | undefined): SQL | undefined =>
  matchesWords(searchWords(search), [
    supportRequests.subject,
    supportRequests.message,
    users.name,
    users.lastname,
    users.motherLastname,
    users.email,
  ]);

/**
 * Every user's requests for the support staff, most recent activity first, in one state or all,
 * with how many the search finds in each state (the tabs' counts).
 */
export async function listSupportRequests(
  deps: AppDeps,
  actor: Actor,
  filter: RequestPageArgs & { state?: SupportState | null; search?: string | null },
): Promise<SupportDeskPage> {
  requireRole(actor, roleGroups.support);
  const search = searched(filter.search);
  const scoped = scopedDb(deps, actor);
  const [page, byState] = await Promise.all([
    supportRequestPage(
      scoped.db,
      'support-requests',
      and(filter.state ? eq(supportRequests.state, filter.state) : undefined, search),
      filter,
    ),
    scoped.db
      .select({ state: supportRequests.state, total: count() })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.requesterId))
      .where(search)
      .groupBy(supportRequests.state),
  ]);
  const total = (state: SupportState) => Number(byState.find((row) => row.state === state)?.total ?? 0);
  return { ...page, counts: { open: total('OPEN'), inProgress: total('IN_PROGRESS'), closed: total('CLOSED') } };
}

/** Any request, for the support staff; NOT_FOUND when it does not exist. */
export async function getSupportRequest(deps: AppDeps, actor: Actor, id: number): Promise<SupportRequestView> {
  requireRole(actor, roleGroups.support);
  const scoped = scopedDb(deps, actor);
  return supportView(scoped.db, await scoped.require(supportRequestRecords, id));
}

/** Active support staff whose name or email holds every word of the search, by name: who a request can go to. */
export async function supportAssignees(
  deps: AppDeps,
  actor: Actor,
  search: string | null,
  first: number,
): Promise<SupportPersonView[]> {
  requireRole(actor, roleGroups.support);
  const scoped = scopedDb(deps, actor);
  const rows = await scoped.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(
      and(
        eq(users.status, true),
        inArray(userTypes.slug, [...roleGroups.support]),
        matchesWords(searchWords(search), [users.name, users.lastname, users.motherLastname, users.email]),
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(first);
  const people = await peopleById(
    scoped.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => people.get(row.id)!);
}

/**
 * Gives a request that is not closed to an active support staff member (the actor or another):
 * it is IN_PROGRESS from then on. BAD_USER_INPUT on assigneeId for anyone else.
 */
export async function assignSupportRequest(
  deps: AppDeps,
  actor: Actor,
  id: number,
  assigneeId: number,
): Promise<SupportRequestView> {
  requireRole(actor, roleGroups.support);
  const scoped = scopedDb(deps, actor);
  const request = await scoped.require(supportRequestRecords, id);
  const [assignee] = isRowId(assigneeId) ? await supportAssigneesById(scoped.db, assigneeId) : [];
  if (!assignee) throw badInput('assigneeId', portalMessages.supportAssigneeInvalid);
  const row = await changeOpenRequest(scoped.db, request, {
    state: 'IN_PROGRESS',
    assigneeId,
    assignedBy: actor.userId,
    assignedAt: sql`now()`,
  });
  return supportView(scoped.db, row);
}

/**
 * A staff answer in the request's conversation, emailed to the requester (a job stored with the
 * answer); the request is IN_PROGRESS and, when nobody had it, the answerer's. CONFLICT on a
 * closed request.
 */
export async function answerSupportRequest(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<SupportRequestView> {
  requireRole(actor, roleGroups.support);
  const { message } = await validateInput(supportMessageSchema, input);
  const scoped = scopedDb(deps, actor);
  const request = await scoped.require(supportRequestRecords, id);
  const unassigned = sql`${supportRequests.assigneeId} is null`;
  const row = await scoped.db.transaction(async (tx) => {
    const changed = await changeOpenRequest(tx, request, {
      state: 'IN_PROGRESS',
      assigneeId: sql`case when ${unassigned} then ${actor.userId} else ${supportRequests.assigneeId} end`,
      assignedBy: sql`case when ${unassigned} then ${actor.userId} else ${supportRequests.assignedBy} end`,
      assignedAt: sql`case when ${unassigned} then now() else ${supportRequests.assignedAt} end`,
    });
    const [reply] = await tx
      .insert(supportReplies)
      .values({ requestId: request.id, authorId: actor.userId, fromSupport: true, message })
      .returning({ id: supportReplies.id });
    await deps.jobs.send(supportAnswerMailJob, { replyId: reply.id }, { tx });
    return changed;
  });
  return supportView(scoped.db, row);
}

/** Closes a request, recording who and when; closing a closed request changes nothing. */
export async function closeSupportRequest(deps: AppDeps, actor: Actor, id: number): Promise<SupportRequestView> {
  requireRole(actor, roleGroups.support);
  const scoped = scopedDb(deps, actor);
  const request = await scoped.require(supportRequestRecords, id);
  const [row] = await scoped.db
    .update(supportRequests)
    .set({ state: 'CLOSED', closedBy: actor.userId, closedAt: sql`now()`, lastActivityAt: sql`now()` })
    .where(and(eq(supportRequests.id, request.id), ne(supportRequests.state, 'CLOSED')))
    .returning();
  return supportView(scoped.db, row ?? request);
}

/**
 * Opens a closed request again, recording who and when: IN_PROGRESS when someone has it, OPEN
 * otherwise. Reopening a request that is not closed changes nothing.
 */
export async function reopenSupportRequest(deps: AppDeps, actor: Actor, id: number): Promise<SupportRequestView> {
  requireRole(actor, roleGroups.support);
  const scoped = scopedDb(deps, actor);
  const request = await scoped.require(supportRequestRecords, id);
  const [row] = await scoped.db
    .update(supportRequests)
    .set({
      state: sql`case when ${supportRequests.assigneeId} is null then 'OPEN' else 'IN_PROGRESS' end`,
      reopenedBy: actor.userId,
      reopenedAt: sql`now()`,
      lastActivityAt: sql`now()`,
    })
    .where(and(eq(supportRequests.id, request.id), eq(supportRequests.state, 'CLOSED')))
    .returning();
  return supportView(scoped.db, row ?? request);
}

/** The active support staff member `id`, if they are one. */
function supportAssigneesById(db: Database, id: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(users.id, id), eq(users.status, true), inArray(userTypes.slug, [...roleGroups.support])));
}

type RequestChanges = PgUpdateSetSource<typeof supportRequests>;

/**
 * Applies `changes` to a request that is not closed, in the same statement that checks it, and
 * records the activity; CONFLICT when it is (or just became) closed.
 */
async function changeOpenRequest(
  db: Database,
  request: SupportRequestRow,
  changes: RequestChanges,
): Promise<SupportRequestRow> {
  const [row] = await db
    .update(supportRequests)
    .set({ ...changes, lastActivityAt: sql`now()` })
    .where(and(eq(supportRequests.id, request.id), ne(supportRequests.state, 'CLOSED')))
    .returning();
  if (!row) throw conflict('id', portalMessages.supportRequestClosedForStaff);
  return row;
}
