import type { OpeningDay } from '../../../shared/validation/quality.js';
import { labMoment, nextDay, todayInLab } from '../common/dates.js';

/** Minutes after midnight of an "HH:MM" (or "HH:MM:SS") time. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The ISO weekday (1 Monday … 7 Sunday) of a YYYY-MM-DD day. */
export const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * A measure of business time under the given opening hours (lab time): the milliseconds between
 * two instants that fall inside opening hours. Time before opening, after closing and on closed
 * days does not count; an end before the start measures 0.
 */
export function businessClock(days: readonly OpeningDay[]): (start: Date, end: Date) => number {
  const hours = new Map<number, [number, number]>();
  for (const day of days)
    if (day.opensAt && day.closesAt) hours.set(day.weekday, [minutesOf(day.opensAt), minutesOf(day.closesAt)]);
  // Each day's opening as instants, once per day however many waits it is part of.
  const intervals = new Map<string, [number, number] | null>();
  const intervalOf = (day: string) => {
    if (!intervals.has(day)) {
      const open = hours.get(isoWeekday(day));
      intervals.set(day, open ? [labMoment(day, open[0]).getTime(), labMoment(day, open[1]).getTime()] : null);
    }
    return intervals.get(day)!;
  };
  return (start, end) => {
    const from = start.getTime();
    const to = end.getTime();
    if (to <= from || hours.size === 0) return 0;
    const lastDay = todayInLab(end);
    let total = 0;
    for (let day = todayInLab(start); ; day = nextDay(day)) {
      const interval = intervalOf(day);
      if (interval) total += Math.max(0, Math.min(to, interval[1]) - Math.max(from, interval[0]));
      if (day >= lastDay) return total;
    }
  };
}
