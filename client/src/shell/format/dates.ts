import { labTimeZone } from '../../../../shared/limits';

/**
 * Dates of every screen. An instant (an ISO timestamp from the server) is read on the lab's
 * calendar, in Mexico City; a calendar day (YYYY-MM-DD: a birth date, a course or study date) has
 * no time zone and is shown as it is.
 */

const dayInLab = new Intl.DateTimeFormat('en-CA', { timeZone: labTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeInLab = new Intl.DateTimeFormat('en-GB', { timeZone: labTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const instantOf = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The lab's day (YYYY-MM-DD) of an instant (an ISO timestamp from the server, or a Date); '' when it is not one. */
export function labDayOf(instant: string | Date): string {
  const moment = instantOf(instant);
  return Number.isNaN(moment.getTime()) ? '' : dayInLab.format(moment);
}

/** Today in Mexico City as YYYY-MM-DD. */
export const labToday = (now = new Date()) => labDayOf(now);

/** The lab's time of day (HH:MM, 24 h) of an instant, as the chat shows when a message was sent. */
export function labTimeOf(instant: string): string {
  const moment = new Date(instant);
  return Number.isNaN(moment.getTime()) ? '' : timeInLab.format(moment);
}

/** A calendar day (YYYY-MM-DD) as dd/mm/yyyy; any other text comes back as it is. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (day ?? '');
}

/** A calendar day (YYYY-MM-DD) as dd/mm, for chart labels. */
export function formatShortDay(day: string): string {
  return formatDay(day).slice(0, 5);
}

/** An instant as its day in Mexico City, dd/mm/yyyy. */
export function formatLabDay(instant: string): string {
  return formatDay(labDayOf(instant)) || instant;
}

/** An instant as "dd/mm/yyyy hh:mm" in Mexico City. */
export function formatLabMoment(instant: string): string {
  const day = labDayOf(instant);
  return day ? `${formatDay(day)} ${labTimeOf(instant)}` : instant;
}

/** An instant as "YYYY-MM-DD HH:mm" in Mexico City: sortable, and read as a date by spreadsheets. */
export function labTimestamp(instant: string): string {
  const day = labDayOf(instant);
  return day ? `${day} ${labTimeOf(instant)}` : instant;
}

/** How a calendar day is written out in the user's language. */
export type DayStyle = 'full' | 'medium' | 'dayMonth' | 'dayMonthYear';

const dayStyles: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  /** "viernes, 14 de noviembre de 2025" */
  full: { dateStyle: 'full' },
  /** "14 nov 2025" */
  medium: { dateStyle: 'medium' },
  /** "14 nov" */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "14 nov 2025", with the month always in letters */
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
};

/** A calendar day (YYYY-MM-DD) in the locale; any other text comes back as it is. */
export function formatCalendarDay(day: string, locale: string, style: DayStyle): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return day;
  // The day is read at midnight UTC and written in UTC, so no time zone moves it.
  return new Intl.DateTimeFormat(locale, { ...dayStyles[style], timeZone: 'UTC' }).format(date);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as date and time in Mexico City, in the locale's short form ("14/11/25, 9:05");
 * `seconds` for logs, where the order of events within a minute matters.
 */
export function formatLabDateTime(instant: string, locale: string, { seconds = false } = {}): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  const key = `${locale}|${seconds}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: seconds ? 'medium' : 'short', timeZone: labTimeZone });
    dateTimeFormats.set(key, format);
  }
  return format.format(moment);
}
