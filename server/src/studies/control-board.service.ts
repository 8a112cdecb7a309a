import { and, count, countDistinct, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { studyFileOpenings } from '../access-log/index.js';
import type { Actor } from '../common/actor.js';
import { labTimeZone, todayInLab } from '../common/dates.js';
import type { AppDeps } from '../deps.js';
import { loadStudyViews, type StudyView } from './study-view.js';
import { studies } from './studies.tables.js';
import { isStudyStaff, visibleStudiesAt } from './study-records.js';
import { scopedDb } from '../access/index.js';

export const boardDays = 30;
const dayMs = 86_400_000;

export type DayCount = { day: string; count: number };
export type ControlBoard = {
  uploaded: DayCount[];
  viewed: DayCount[];
  expiring: DayCount[];
  latestUploads: StudyView[];
  totals: { studies: number; hidden: number; expiringSoon: number };
};

/**
 * The control board: studies uploaded and viewed on each of the last 30 days, studies expiring
 * on each day from today to 30 days ahead, and the latest uploads. A laboratory sees the studies
 * it uploaded, a doctor those of their patients; admins and the office see the whole lab.
 */
export async function controlBoard(deps: AppDeps, actor: Actor, now = new Date()): Promise<ControlBoard> {
  const scope = scopeOf(actor, now);
  const since = new Date(now.getTime() - boardDays * dayMs);
  const until = new Date(now.getTime() + boardDays * dayMs);
  // The zone is our constant, written into the SQL so that GROUP BY matches the selected expression.
  const dayOf = (column: SQL | typeof studies.createdAt) =>
    sql<string>`to_char(${column} at time zone ${sql.raw(`'${labTimeZone}'`)}, 'YYYY-MM-DD')`;

  const scoped = scopedDb(deps, actor);
  const openings = studyFileOpenings(scoped.db, since);
  const uploadDay = dayOf(studies.createdAt);
  const viewDay = dayOf(sql`${openings.at}`);
  const expiryDay = dayOf(sql`${studies.expiresAt}`);
  const [uploaded, viewed, expiring, latest, [totals]] = await Promise.all([
    scoped.db
      .select({ day: uploadDay, count: count() })
      .from(studies)
      .where(and(scope, gte(studies.createdAt, since)))
      .groupBy(uploadDay),
    // Studies whose files were opened (the access log's openings), once per study and day.
    scoped.db
      .select({ day: viewDay, count: countDistinct(openings.studyId) })
      .from(openings)
      .innerJoin(studies, eq(studies.id, openings.studyId))
      .where(scope)
      .groupBy(viewDay),
    scoped.db
      .select({ day: expiryDay, count: count() })
      .from(studies)
      .where(and(scope, gt(studies.expiresAt, now), lte(studies.expiresAt, until)))
      .groupBy(expiryDay),
    scoped.db.select().from(studies).where(scope).orderBy(desc(studies.createdAt), desc(studies.id)).limit(10),
    scoped.db
      .select({
        studies: count(),
        hidden: sql<number>`count(*) filter (where not ${studies.visible})`.mapWith(Number),
        // Raw SQL parameters go to the driver as they are: times as ISO text, as both drivers take them.
        expiringSoon:
          sql<number>`count(*) filter (where ${studies.expiresAt} > ${now.toISOString()} and ${studies.expiresAt} <= ${new Date(now.getTime() + 7 * dayMs).toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(studies)
      .where(scope),
  ]);
  return {
    uploaded: everyDay(uploaded, now, -boardDays + 1, 0),
    viewed: everyDay(viewed, now, -boardDays + 1, 0),
    // From today: a study expiring later today is still to come and must show.
    expiring: everyDay(expiring, now, 0, boardDays),
    latestUploads: await loadStudyViews(scoped.db, latest, now),
    totals,
  };
}

function scopeOf(actor: Actor, now: Date): SQL {
  if (actor.role === 'laboratory') return eq(studies.uploadedBy, actor.userId);
  if (isStudyStaff(actor)) return sql`true`;
  // A doctor counts only what they may open: their patients' visible, unexpired studies.
  return visibleStudiesAt(actor, now);
}

/** One entry per day from `from` to `to` days after today (lab time), zero where nothing happened. */
function everyDay(rows: { day: string; count: number }[], now: Date, from: number, to: number): DayCount[] {
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  const days: DayCount[] = [];
  for (let offset = from; offset <= to; offset += 1) {
    const day = todayInLab(new Date(now.getTime() + offset * dayMs));
    days.push({ day, count: counts.get(day) ?? 0 });
  }
  return days;
}
