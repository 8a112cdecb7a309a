import { labDayStart, nextDay, todayInLab } from './dates.js';
import type { ContentClock, Timeline } from './content-versions.js';

/** The lab's current day and when it ends, worked out again only when a day ends. */
let labDay: { period: string; startsAt: number; endsAt: number } | undefined;

/** Time as the lab's days (Mexico City): what expires a course on its date. */
export const labDayTimeline: Timeline = (now) => {
  if (!labDay || now >= labDay.endsAt || now < labDay.startsAt) {
    const today = todayInLab(new Date(now));
    labDay = { period: today, startsAt: labDayStart(today).getTime(), endsAt: labDayStart(nextDay(today)).getTime() };
  }
  return labDay;
};

/** A kind whose public answer changes with the lab's day, whatever its rows say. */
export const labDayClock: ContentClock = async () => labDayTimeline;

/**
 * Time as the instants at which something appears or disappears (publication windows): the
 * period is how many of them have passed, so it changes exactly when one is reached.
 */
export function boundaryTimeline(instants: readonly number[]): Timeline {
  const sorted = [...new Set(instants)].sort((a, b) => a - b);
  return (now) => {
    // The first instant still ahead, by bisection: the windows of a kind are few, visitors many.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle] <= now) low = middle + 1;
      else high = middle;
    }
    return { period: String(low), endsAt: sorted[low] };
  };
}

/** A kind that time alone never changes (the lab's public settings): only its writes do. */
export const timelessClock: ContentClock = async () => () => ({ period: '', endsAt: undefined });
