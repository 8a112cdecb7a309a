import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { scopedDb } from '../access/index.js';
import { type Actor, requireRole } from '../common/actor.js';
import {
  type Connection,
  type CursorKey,
  decodeCursor,
  edgeOf,
  encodeCursor,
  forwardPage,
  pageInfoOf,
  sizeOrDefault,
} from '../common/cursors.js';
import { badInput, conflict, notFound } from '../common/errors.js';
import { translator, type Translator } from '../common/translations.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import type { JobKind } from './job-kind.js';
import { countJobs, type JobKey, type JobRow, readJob, readJobs, type StoredJobState } from './job-rows.js';

/** Where a job stands, as the administrator reads it. */
export type BackgroundJobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

/** pg-boss's states behind each of ours: a job waiting for a retry is queued like a new one. */
const storedStates: Record<BackgroundJobState, readonly StoredJobState[]> = {
  QUEUED: ['created', 'retry'],
  RUNNING: ['active'],
  DONE: ['completed'],
  FAILED: ['failed'],
  CANCELLED: ['cancelled'],
};

const stateOf: Record<StoredJobState, BackgroundJobState> = {
  created: 'QUEUED',
  retry: 'QUEUED',
  active: 'RUNNING',
  completed: 'DONE',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
};

/** One job of the administrator's screen: what it is and how its runs went, never its data. */
export type BackgroundJob = Omit<JobRow, 'name' | 'state' | 'position'> & {
  kind: string;
  title: string;
  state: BackgroundJobState;
};

export type BackgroundJobFilter = {
  state?: BackgroundJobState | null;
  kind?: string | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
};

/** Cursors of the list hold a job's creation in microseconds and its id. */
const cursorList = 'background-jobs';
const jobIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isJobKey = (key: CursorKey): key is JobKey =>
  key.length === 2 &&
  typeof key[0] === 'number' &&
  Number.isSafeInteger(key[0]) &&
  key[0] >= 0 &&
  typeof key[1] === 'string' &&
  jobIdPattern.test(key[1]);

/**
 * The queues of this instance's kinds (their names after its namespace), each with its kind:
 * jobs of another namespace sharing the database are none of this instance's business.
 */
function queuesOf(deps: AppDeps): Map<string, JobKind> {
  return new Map(deps.jobs.kinds.map((kind) => [deps.jobs.queueOf(kind), kind]));
}

function jobOut(row: JobRow, kind: JobKind, tr: Translator): BackgroundJob {
  const { name: _queue, position: _position, state, ...rest } = row;
  return { ...rest, kind: kind.name, title: tr.t(kind.title), state: stateOf[state] };
}

/**
 * The language the request asks for (Accept-Language: the portal sends the one its screens are
 * in), Spanish otherwise: the titles are written in it.
 */
const callerTranslator = (meta: Pick<RequestMeta, 'locale'>): Translator => translator(meta.locale);

/**
 * This instance's jobs for an admin, newest first, by state and kind, a page at a time in either
 * direction (docs/mobile-api.md, "Lists that grow"). An unknown kind is BAD_USER_INPUT on `kind`.
 */
export async function backgroundJobs(
  deps: AppDeps,
  actor: Actor,
  meta: Pick<RequestMeta, 'locale'>,
  filter: BackgroundJobFilter,
): Promise<Connection<BackgroundJob>> {
  requireRole(actor, roleGroups.admin);
  const backward = filter.last != null || filter.before != null;
  if (backward && (filter.first != null || filter.after != null))
    throw badInput('last', messages.pageDirectionConflict);
  const size = sizeOrDefault(backward ? filter.last : filter.first, backward ? 'last' : 'first');
  const cursor = backward ? filter.before : filter.after;
  const from = cursor == null ? undefined : decodeCursor(cursorList, cursor, backward ? 'before' : 'after', isJobKey);

  const kinds = queuesOf(deps);
  let queues = [...kinds.keys()];
  if (filter.kind != null) {
    queues = queues.filter((queue) => kinds.get(queue)!.name === filter.kind);
    if (queues.length === 0) throw badInput('kind', portalMessages.backgroundJobKindUnknown);
  }
  const states = filter.state ? storedStates[filter.state] : undefined;
  const { db } = scopedDb(deps, actor);
  const [rows, counts] = await Promise.all([
    readJobs(db, { queues, states }, { toward: backward ? 'newer' : 'older', from, limit: size + 1 }),
    countJobs(db, queues),
  ]);
  const tr = callerTranslator(meta);
  const totalCount = Object.entries(counts)
    .filter(([state]) => !states || states.includes(state as StoredJobState))
    .reduce((sum, [, count]) => sum + count, 0);
  const cursorOf = (row: JobRow) => encodeCursor(cursorList, [Number(row.position), row.id]);
  const page = backward
    ? backwardPage(rows, size, totalCount, cursorOf, from !== undefined)
    : forwardPage(rows, size, totalCount, cursorOf, from !== undefined);
  return {
    ...page,
    edges: page.edges.map(({ cursor, node }) => ({ cursor, node: jobOut(node, kinds.get(node.name)!, tr) })),
  };
}

/**
 * A backward page from rows read nearest first with one extra (`last + 1`), answered in the list's
 * order; the rows after it are at least the one `before` named.
 */
function backwardPage(
  rows: JobRow[],
  last: number,
  totalCount: number,
  cursorOf: (row: JobRow) => string,
  hasNextPage: boolean,
): Connection<JobRow> {
  const edges = rows
    .slice(0, last)
    .reverse()
    .map((node) => edgeOf(node, () => cursorOf(node)));
  return { edges, pageInfo: pageInfoOf(edges, { hasNextPage, hasPreviousPage: rows.length > last }), totalCount };
}

/** How many of this instance's jobs are in each state, for an admin (the screen's filter). */
export async function backgroundJobCounts(deps: AppDeps, actor: Actor): Promise<Record<BackgroundJobState, number>> {
  requireRole(actor, roleGroups.admin);
  const counts = await countJobs(scopedDb(deps, actor).db, [...queuesOf(deps).keys()]);
  const total = (state: BackgroundJobState) =>
    storedStates[state].reduce((sum, stored) => sum + (counts[stored] ?? 0), 0);
  return {
    QUEUED: total('QUEUED'),
    RUNNING: total('RUNNING'),
    DONE: total('DONE'),
    FAILED: total('FAILED'),
    CANCELLED: total('CANCELLED'),
  };
}

/**
 * Runs a failed job of this instance again now, with one attempt more than its limit, and answers
 * it as it then stands. NOT_FOUND for an id that is no job of this instance's (another
 * namespace's included); CONFLICT for a job that has not failed (queued, running or done), so
 * nothing runs twice.
 */
export async function retryBackgroundJob(
  deps: AppDeps,
  actor: Actor,
  meta: Pick<RequestMeta, 'locale'>,
  id: string,
): Promise<BackgroundJob> {
  requireRole(actor, roleGroups.admin);
  if (!jobIdPattern.test(id)) throw notFound();
  const kinds = queuesOf(deps);
  const queues = [...kinds.keys()];
  const { db } = scopedDb(deps, actor);
  const job = await readJob(db, queues, id);
  if (!job) throw notFound();
  const kind = kinds.get(job.name)!;
  // Checked again by the queue itself: of two admins pressing at once, one gets the conflict.
  if (job.state !== 'failed' || !(await deps.jobs.retry(kind, id))) {
    throw conflict('id', portalMessages.backgroundJobNotFailed);
  }
  // A retried job is never deleted at once: it is queued, or already running or done.
  const again = await readJob(db, queues, id);
  return jobOut(again!, kind, callerTranslator(meta));
}
