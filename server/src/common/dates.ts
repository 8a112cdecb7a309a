import { labTimeZone } from '../../../shared/limits.js';

/** The lab's time zone: course dates and "today" are read in Mexico City. */
export { labTimeZone };

/** Today's date in the lab's time zone, as YYYY-MM-DD. */
export function todayInLab(now?: Date): string {
  if (now) return dayFormat.format(now);
  // Asked on every catalogue request: format at most once a second.
  const second = Math.floor(Date.now() / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastToday = dayFormat.format(new Date());
  }
  return lastToday;
}
let lastSecond = -1;
let lastToday = '';

// Building an Intl formatter costs far more than using one: keep one.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: labTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Every part of a moment in the lab's zone, 24-hour clock.
const momentFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: labTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function labParts(moment: number): Record<string, number> {
  return Object.fromEntries(
    momentFormat
      .formatToParts(new Date(moment))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** A moment as "YYYY-MM-DD HH:MM:SS" on the lab's clock (exports read by people in the lab). */
export function labDateTime(moment: Date): string {
  const parts = labParts(moment.getTime());
  const two = (value: number) => String(value).padStart(2, '0');
  return `${parts.year}-${two(parts.month)}-${two(parts.day)} ${two(parts.hour)}:${two(parts.minute)}:${two(parts.second)}`;
}

/** The instant a lab day (YYYY-MM-DD) begins in Mexico City, whatever its offset was that day. */
export function labDayStart(day: string): Date {
  return labMoment(day, 0);
}

/** The instant the lab's clock reads `minutes` after midnight of a lab day (YYYY-MM-DD), whatever its offset. */
export function labMoment(day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date, 0, minutes);
  const offsetAt = (moment: number) => {
    const parts = labParts(moment);
    return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - moment;
  };
  // Once from the wall time's offset read as UTC, once more in case the offset changed in between.
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
