import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  type Connection,
  decodeCursor,
  encodeCursor,
  forwardPage,
  mapNodes,
  isNumberPairKey,
  sizeOrDefault,
} from '../common/cursors.js';
import type { Database } from '../db/client.js';
import { users } from '../users/users.tables.js';
import { supportViews, type SupportRequestView } from './support-view.js';
import { supportRequests } from './support.tables.js';

/** The lists' order: the last activity, to the microsecond, then the id. */
const activityMicros = sql`(extract(epoch from ${supportRequests.lastActivityAt}) * 1000000)::bigint`;

export type RequestPageArgs = { first?: number | null; after?: string | null };

/**
 * A page of the requests `where` selects (it may name the requester's `users` columns), most
 * recent activity first, as views. `list` tags the cursors, so one list's cursor is refused by another.
 */
export async function supportRequestPage(
  db: Database,
  list: string,
  where: SQL | undefined,
  page: RequestPageArgs,
): Promise<Connection<SupportRequestView>> {
  const first = sizeOrDefault(page.first);
  const after = page.after ? decodeCursor(list, page.after, 'after', isNumberPairKey) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: supportRequests, position: sql<string>`${activityMicros}::text` })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.requesterId))
      .where(
        and(
          where,
          after ? sql`(${activityMicros}, ${supportRequests.id}) < (${after[0]}::bigint, ${after[1]})` : undefined,
        ),
      )
      .orderBy(desc(supportRequests.lastActivityAt), desc(supportRequests.id))
      .limit(first + 1),
    db
      .select({ total: count() })
      .from(supportRequests)
      .innerJoin(users, eq(users.id, supportRequests.requesterId))
      .where(where),
  ]);
  const connection = forwardPage(
    rows,
    first,
    Number(total),
    (row) => encodeCursor(list, [Number(row.position), row.request.id]),
    after !== undefined,
  );
  const views = await supportViews(
    db,
    connection.edges.map((edge) => edge.node.request),
  );
  return mapNodes(connection, (_request, index) => views[index]);
}
