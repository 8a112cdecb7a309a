import { roleGroups } from '../../../shared/role-groups.js';
import {
  defaultRangeDays,
  higherIsBetter,
  type QualityIndicatorKey,
  qualityIndicatorKeys,
  qualityRangeSchema,
} from '../../../shared/validation/quality.js';
import { type Actor, requireRole } from '../common/actor.js';
import { labDayStart, nextDay, todayInLab } from '../common/dates.js';
import { validateInput } from '../common/errors.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';
import { businessClock } from './business-time.js';
import {
  chatWaits,
  deliveredByMonth,
  expiredUnread,
  type MonthTypeCount,
  type NamedRef,
  type Period,
  turnaround,
  type TypeExpiry,
  type TypeTurnaround,
} from './indicator-queries.js';
import {
  type OpeningHoursView,
  readOpeningHours,
  readTargets,
  type TargetsView,
} from './indicator-settings.service.js';
import { netPromoterScore, percentile } from './statistics.js';
import {
  type SurveyFigures,
  type SurveyGroup,
  surveyByBranchOffice,
  surveyByStudyType,
  surveyTotals,
} from './survey-indicator-queries.js';
import { scopedDb } from '../access/index.js';

export type IndicatorStatus = 'MET' | 'MISSED' | 'NO_TARGET' | 'NO_DATA';
export type Indicator = {
  key: QualityIndicatorKey;
  /** In the indicator's unit, rounded as shown; null without data. */
  value: number | null;
  sampleSize: number;
  target: number | null;
  status: IndicatorStatus;
};
/** A group's survey indicators (NPS, rating, response rate) and their samples. */
export type SurveySummary = {
  nps: number | null;
  npsAnswers: number;
  averageRating: number | null;
  ratingAnswers: number;
  responseRate: number | null;
  invitations: number;
  answered: number;
};
export type DeliveredMonth = { month: string; total: number; byStudyType: { studyType: NamedRef; count: number }[] };

export type QualityIndicators = {
  from: string;
  to: string;
  indicators: Indicator[];
  targets: TargetsView;
  openingHours: OpeningHoursView;
  surveyByStudyType: { studyType: NamedRef; figures: SurveySummary }[];
  surveyByBranchOffice: { branchOffice: NamedRef | null; figures: SurveySummary }[];
  turnaroundByStudyType: TypeTurnaround[];
  deliveredByMonth: DeliveredMonth[];
  expiredUnreadByStudyType: TypeExpiry[];
};

const round = (value: number | null, decimals: number) =>
  value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A group's survey figures as indicators: NPS in points, rating to two decimals, rate in percent. */
export function surveySummary(figures: SurveyFigures): SurveySummary {
  return {
    nps: netPromoterScore(figures.promoters, figures.detractors, figures.npsAnswers),
    npsAnswers: figures.npsAnswers,
    averageRating: figures.ratingAnswers ? round(figures.ratingSum / figures.ratingAnswers, 2) : null,
    ratingAnswers: figures.ratingAnswers,
    responseRate: figures.invitations ? round((figures.answered / figures.invitations) * 100, 1) : null,
    invitations: figures.invitations,
    answered: figures.answered,
  };
}

/**
 * The period asked for, checked (BAD_USER_INPUT), as days and instants. Without `to`, up to today;
 * without `from`, the 90 days up to `to`.
 */
export async function qualityPeriod(input: unknown, now: Date): Promise<{ from: string; to: string } & Period> {
  const asked = await validateInput(qualityRangeSchema, input ?? {});
  const to = asked.to ?? todayInLab(now);
  const from = asked.from ?? shiftDay(to, 1 - defaultRangeDays);
  // Once more with the defaults in place: a `from` after today, or too long before it.
  await validateInput(qualityRangeSchema, { from, to });
  return { from, to, start: labDayStart(from), end: labDayStart(nextDay(to)) };
}

/** The day `days` days after (or before, when negative) a YYYY-MM-DD day. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The quality indicators of a period (days in the lab's time zone, both included; by default the
 * last 90 days): each with its value, sample, target and status, and the figures behind the
 * charts. Admins, the laboratory and the office read them; nothing in them names a patient.
 */
export async function qualityIndicators(
  deps: AppDeps,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<QualityIndicators> {
  requireRole(actor, roleGroups.administration);
  const period = await qualityPeriod(input, now);
  const scoped = scopedDb(deps, actor);
  const [targets, openingHours, survey, byType, byOffice, times, months, expiries, waits] = await Promise.all([
    readTargets(scoped.db),
    readOpeningHours(scoped.db),
    surveyTotals(scoped.db, period),
    surveyByStudyType(scoped.db, period),
    surveyByBranchOffice(scoped.db, period),
    turnaround(scoped.db, period),
    deliveredByMonth(scoped.db, period),
    expiredUnread(scoped.db, period, now),
    chatWaits(scoped.db, period),
  ]);
  const chat = chatFirstResponse(waits, openingHours);
  const summary = surveySummary(survey);
  const values: Record<QualityIndicatorKey, { value: number | null; sampleSize: number }> = {
    nps: { value: summary.nps, sampleSize: summary.npsAnswers },
    averageRating: { value: summary.averageRating, sampleSize: summary.ratingAnswers },
    responseRate: { value: summary.responseRate, sampleSize: summary.invitations },
    turnaroundMedianHours: { value: round(times.all.medianHours, 1), sampleSize: times.all.sampleSize },
    turnaroundP90Hours: { value: round(times.all.p90Hours, 1), sampleSize: times.all.sampleSize },
    chatFirstResponseMedianMinutes: { value: chat.medianMinutes, sampleSize: chat.sampleSize },
    chatFirstResponseP90Minutes: { value: chat.p90Minutes, sampleSize: chat.sampleSize },
    expiredUnread: expiredUnreadFigure(expiries),
  };
  return {
    from: period.from,
    to: period.to,
    indicators: qualityIndicatorKeys.map((key) => withStatus(key, values[key], targets[key])),
    targets,
    openingHours,
    surveyByStudyType: byType.map((group) => ({ studyType: refOf(group)!, figures: surveySummary(group) })),
    surveyByBranchOffice: byOffice.map((group) => ({ branchOffice: refOf(group), figures: surveySummary(group) })),
    turnaroundByStudyType: times.byType.map((row) => ({
      ...row,
      medianHours: round(row.medianHours, 1),
      p90Hours: round(row.p90Hours, 1),
    })),
    deliveredByMonth: everyMonth(period.from, period.to, months),
    expiredUnreadByStudyType: expiries,
  };
}

/** The NPS of the last 30 days (today included) and its sample, for the admin's panel. */
export async function recentNps(db: Database, now: Date): Promise<{ value: number | null; sampleSize: number }> {
  const to = todayInLab(now);
  const period = await qualityPeriod({ from: shiftDay(to, -29), to }, now);
  const summary = surveySummary(await surveyTotals(db, period));
  return { value: summary.nps, sampleSize: summary.npsAnswers };
}

const refOf = (group: SurveyGroup): NamedRef | null =>
  group.id === null ? null : { id: group.id, name: group.name ?? String(group.id) };

/** Met, missed, no target or no data: the value against its target, the way the indicator goes. */
function withStatus(
  key: QualityIndicatorKey,
  figure: { value: number | null; sampleSize: number },
  target: number | null,
): Indicator {
  const status: IndicatorStatus =
    figure.value === null
      ? 'NO_DATA'
      : target === null
        ? 'NO_TARGET'
        : (higherIsBetter[key] ? figure.value >= target : figure.value <= target)
          ? 'MET'
          : 'MISSED';
  return { key, ...figure, target, status };
}

/** Time to the first staff reply in opening hours, median and 90th percentile in minutes, of the answered waits. */
function chatFirstResponse(waits: { askedAt: number; answeredAt: number | null }[], hours: OpeningHoursView) {
  const measure = businessClock(hours.days);
  const minutes = waits
    .filter((wait) => wait.answeredAt !== null)
    .map((wait) => measure(new Date(wait.askedAt), new Date(wait.answeredAt!)) / 60_000)
    .sort((a, b) => a - b);
  return {
    sampleSize: minutes.length,
    medianMinutes: round(percentile(minutes, 0.5), 1),
    p90Minutes: round(percentile(minutes, 0.9), 1),
  };
}

/** How many delivered results expired unread in the period, out of those that expired. */
function expiredUnreadFigure(expiries: TypeExpiry[]) {
  const sampleSize = expiries.reduce((sum, row) => sum + row.expired, 0);
  const unread = expiries.reduce((sum, row) => sum + row.unread, 0);
  return { value: sampleSize ? unread : null, sampleSize };
}

/** Every month of the period (YYYY-MM), with its deliveries per study type (none: an empty list). */
function everyMonth(from: string, to: string, rows: MonthTypeCount[]): DeliveredMonth[] {
  const months: DeliveredMonth[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = monthAfter(month)) {
    const byStudyType = rows
      .filter((row) => row.month === month)
      .map((row) => ({ studyType: row.studyType, count: row.count }));
    months.push({ month, total: byStudyType.reduce((sum, row) => sum + row.count, 0), byStudyType });
  }
  return months;
}

function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}
